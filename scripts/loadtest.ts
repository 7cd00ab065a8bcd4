// Load test: serves the existing build with deploy/nginx.conf on 127.0.0.1 and fetches a mix
// of pages, hashed assets, page-data and search indexes, plus deliberate 404 probes, for a
// bounded time. Prints requests per second and latency percentiles; exits 1 on any socket
// error or timeout, any probe that does not answer 404, or any other response outside 2xx/3xx.
//   npm run loadtest [-- --duration 20 --connections 16]
import fs from "node:fs"
import path from "node:path"
import autocannon from "autocannon"
import { startNginx } from "../tests/nginx/server"
import { isImmutablePath } from "../src/lib/serving/headers"

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback
const duration = option("--duration", 20)
const connections = option("--connections", 16)
const port = Number(process.env.LOADTEST_PORT || 9021)
const publicDir = path.resolve("public")

function walk(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`
    return entry.isDirectory() ? walk(path.join(dir, entry.name), relative) : [relative]
  })
}

function mix() {
  const files = walk(publicDir)
  const pages = files
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/404/"))
    .map((file) => file.replace(/\/index\.html$/, "") || "/")
  const assets = files.filter((file) => /\.(js|css)$/.test(file) && isImmutablePath(file))
  const pageData = files.filter((file) => file.startsWith("/page-data/") && file.endsWith(".json"))
  const indexes = files.filter((file) => file.startsWith("/search-index/") && file.endsWith(".json"))
  const probes = [
    "/docs/no-such-page",
    "/en/docs/missing",
    "/ja/docs/%2e%2e/%2e%2e/etc/passwd",
    "/page-data/nope/page-data.json",
    "/app-00000000000000000000.js",
  ]
  // Pages and their data dominate real traffic. Each connection walks the list from the start,
  // so the kinds are interleaved rather than run one after another.
  const kinds = [pages, pages, pageData, assets, indexes]
  const paths: string[] = []
  for (let i = 0; i < Math.max(...kinds.map((list) => list.length)); i += 1)
    for (const list of kinds) if (i < list.length) paths.push(list[i])
  return {
    paths,
    probes,
    counts: {
      pages: pages.length,
      assets: assets.length,
      pageData: pageData.length,
      indexes: indexes.length,
      probes: probes.length,
    },
  }
}

async function run(url: string, paths: string[], seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": process.env.LOADTEST_ENCODING ?? "gzip, br" },
    requests: paths.map((requestPath) => ({ method: "GET" as const, path: requestPath })),
  })
}

async function main() {
  const { paths, probes, counts } = mix()
  const server = await startNginx({ port })
  try {
    // autocannon counts statuses per class, not per path: the probes run apart, and each is
    // first checked once to answer exactly 404.
    for (const probe of probes) {
      const status = (await fetch(`${server.url}${probe}`, { redirect: "manual" })).status
      if (status !== 404) throw new Error(`The probe ${probe} answered ${status}, not 404`)
    }
    const main = await run(
      server.url,
      paths.filter((item) => !probes.includes(item)),
      Math.max(1, duration - 2),
    )
    const probeRun = await run(server.url, [...probes], Math.min(2, duration))
    const { latency, requests, throughput } = main
    const bad = main["4xx"] + main["5xx"] + main["1xx"]
    const probeBad = probeRun["1xx"] + probeRun["2xx"] + probeRun["3xx"] + probeRun["5xx"]
    console.log(
      `nginx ${server.brotli ? "with brotli" : "without brotli"}, ${connections} connections, accept-encoding "${process.env.LOADTEST_ENCODING ?? "gzip, br"}", mix: ${JSON.stringify(counts)}`,
    )
    console.log(
      `mix (${main.duration} s): ${main.requests.total} requests, ${requests.average.toFixed(0)} req/s average; latency ms p50 ${latency.p50}, p90 ${latency.p90}, p99 ${latency.p99}, max ${latency.max}; ${(throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    )
    console.log(
      `probes (${probeRun.duration} s): ${probeRun.requests.total} requests, ${probeRun.requests.average.toFixed(0)} req/s, latency ms p99 ${probeRun.latency.p99}; 404s ${probeRun["4xx"]}`,
    )
    console.log(
      `errors ${main.errors + probeRun.errors}, timeouts ${main.timeouts + probeRun.timeouts}, statuses outside 2xx/3xx in the mix ${bad}, probes not answering 4xx ${probeBad}`,
    )
    if (main.errors || probeRun.errors || main.timeouts || probeRun.timeouts || bad || probeBad) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
