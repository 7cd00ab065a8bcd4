// Waits until a server answers a URL (any status below 404, as Playwright's webServer check
// accepts), for at most SECONDS; with PID, gives up as soon as that process has ended.
// Usage: node scripts/wait-for-url.mjs URL SECONDS [PID]
const [url, seconds = "60", pid] = process.argv.slice(2)
const deadline = Date.now() + Number(seconds) * 1000

function alive(id) {
  try {
    process.kill(Number(id), 0)
    return true
  } catch {
    return false
  }
}

while (Date.now() < deadline) {
  if (pid && !alive(pid)) {
    console.error(`${url}: the server's process (${pid}) has ended`)
    process.exit(1)
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: "manual" })
    if (response.status < 404) process.exit(0)
  } catch {
    // Not listening yet, or too busy to answer within the timeout.
  }
  await new Promise((done) => setTimeout(done, 1000))
}
console.error(`${url}: no answer within ${seconds} s`)
process.exit(1)
