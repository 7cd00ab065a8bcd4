// npm run bench:search:browser — measures search as a reader meets it, in Debian's Chromium,
// on an existing production build (npm run build first), served here by `gatsby serve`:
// - bytes downloaded from opening search (the '/' key) until the first result shows, per locale;
// - time from a keystroke to its results on screen, over every keystroke of the query set.
// Targets: <= 100 KB gzip before the first result; p95 <= 50 ms per keystroke.
import { spawn } from "node:child_process"
import { chromium, type Page } from "playwright-core"
import { locales } from "../src/config/locales"
import { querySet } from "../tests/search/query-set"
import { benchmarkBrowserPath, chromiumArgs } from "../tests/support/chromium-flags"

const port = Number(process.env.BENCH_PORT || 9050)
const base = `http://127.0.0.1:${port}`
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`gatsby serve did not answer on ${base}`)
}

/** Sets the modal's input as typing would and resolves when that query's answer is painted. */
async function keystrokeMs(page: Page, value: string): Promise<number> {
  return page.evaluate(async (typed) => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input')!
    const body = document.querySelector<HTMLElement>("[data-answered]")!
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
    const start = performance.now()
    setValue.call(input, typed)
    input.dispatchEvent(new Event("input", { bubbles: true }))
    // No named inner functions: tsx would wrap them in a helper that does not exist in the page.
    await new Promise<void>((resolve) => {
      if (body.dataset.answered === typed) return resolve()
      const observer = new MutationObserver(() => {
        if (body.dataset.answered !== typed) return
        observer.disconnect()
        resolve()
      })
      observer.observe(body, { attributes: true, attributeFilter: ["data-answered"] })
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    return performance.now() - start
  }, value)
}

async function main() {
  const server = spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], {
    stdio: "ignore",
    detached: true,
  })
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: chromiumArgs,
  })
  try {
    await waitForServer()
    console.log("Search in Chromium (local index, desktop 1280 px)\n")
    console.log(
      "locale  first query        bytes before first result (gzip on the wire)     time to first result (10 Mbit/s, 40 ms)   keystroke p50 / p95 / max",
    )
    for (const [code, locale] of Object.entries(locales)) {
      const prefix = locale.path ? `/${locale.path}` : ""
      const queries = querySet.filter((entry) => entry.language === code).map((entry) => entry.query)
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send("Network.enable")
      let bytes = 0
      let counting = false
      const urls = new Map<string, string>()
      let paragraphsLoaded: () => void = () => undefined
      const paragraphs = new Promise<void>((resolve) => (paragraphsLoaded = resolve))
      cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url))
      cdp.on("Network.loadingFinished", (event) => {
        if (counting) bytes += event.encodedDataLength
        if (/\.content\.json/.test(urls.get(event.requestId) ?? "")) paragraphsLoaded()
      })
      await page.goto(`${base}${prefix}/`, { waitUntil: "networkidle" })
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
      // A reader's network, not loopback: otherwise the paragraphs part, fetched as soon as the
      // headings answer, can land before the first result is painted and blur what it needs.
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 40,
        downloadThroughput: (10 * 1024 * 1024) / 8,
        uploadThroughput: (5 * 1024 * 1024) / 8,
      })
      counting = true
      const opened = Date.now()
      await page.keyboard.press("/")
      await page.locator('[role="dialog"] input').fill(queries[0])
      await page.locator('[role="option"]').first().waitFor()
      const firstResultMs = Date.now() - opened
      const firstBytes = bytes
      // The paragraphs part arrives after the first result; keystrokes are timed on the full index.
      await paragraphs
      const allBytes = bytes
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      const times: number[] = []
      for (const query of queries) {
        const chars = Array.from(query)
        for (let i = 1; i <= chars.length; i++) {
          const typed = chars.slice(0, i).join("")
          if (typed.trim()) times.push(await keystrokeMs(page, typed))
        }
      }
      console.log(
        `${code.padEnd(7)} ${JSON.stringify(queries[0]).padEnd(18)} ${(firstBytes / 1024).toFixed(1).padStart(8)} KB (${(allBytes / 1024).toFixed(1)} KB with paragraphs)    ${String(firstResultMs).padStart(6)} ms` +
          `      ${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} / ${Math.max(...times).toFixed(1)} ms over ${times.length}`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
