// Classification list benchmark, in this machine's Chromium against the production build in
// public/ (run `npm run build` first), for the UN CPC list on the flows page (4,596 entries):
//   - the JavaScript a first visit of the page downloads (gzip), which carries no tree code;
//   - the bytes fetched when the reader opens the first section (the tree's code and rows);
//   - filter latency over a set of queries: typing to the frame painted with the answer, p50 and
//     p95 over several rounds (the first query also fetches the whole list);
//   - the longest main-thread task from opening the tree to the last filter.
// Usage: npm run bench:classes [-- --runs 5]   (BENCH_PORT, default 9101; CHROMIUM_PATH)
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { chromium, type Page } from "playwright-core"
import { benchmarkBrowserPath, chromiumArgs } from "../tests/support/chromium-flags"
import { publicDir, servePublic } from "./lib/static-server"

const port = Number(process.env.BENCH_PORT || 9101)
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5
const pagePath = "/en/docs/core-modules/schema/schema-content/json-schema-flows"
const queries = ["41", "4112", "wheat", "steel bars", "products", "electricity", "x", "0111", "fish", "motor vehicles"]

const serve = () => servePublic(port)

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const gzip = (paths: Iterable<string>) =>
  [...paths].reduce(
    (sum, p) =>
      fs.existsSync(path.join(publicDir, p))
        ? sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, p))).length
        : sum,
    0,
  )
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]

/** Types `query` into the CPC filter and resolves when the frame with its answer is painted. */
function filterOnce(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (q) =>
      new Promise<number>((resolve) => {
        const section = document.querySelector("section[data-class-list=flows_product]")!
        const input = section.querySelector<HTMLInputElement>("input[type=search]")!
        const status = () => section.querySelector("[role=status]")?.textContent ?? ""
        const before = `${status()}|${section.querySelectorAll("li").length}|${section.querySelector("li")?.id}`
        const start = performance.now()
        const check = () => {
          const now = `${status()}|${section.querySelectorAll("li").length}|${section.querySelector("li")?.id}`
          if (now === before || status().includes("…")) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        }
        const observer = new MutationObserver(check)
        observer.observe(section, { childList: true, subtree: true, characterData: true })
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
        setter.call(input, q)
        input.dispatchEvent(new Event("input", { bubbles: true }))
      }),
    query,
  )
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, pagePath, "index.html")))
    throw new Error("No production build in public/: run `npm run build` first.")
  const server = await serve()
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: chromiumArgs,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript("window.__name = (f) => f")
    await page.addInitScript(() => {
      const w = window as unknown as { __longest: number }
      w.__longest = 0
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => (w.__longest = Math.max(w.__longest, entry.duration))),
      ).observe({ type: "longtask" })
    })
    let phase = "visit"
    const fetched: Record<string, Set<string>> = { visit: new Set(), open: new Set() }
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (phase === "visit" && request.resourceType() === "script") fetched.visit.add(url.pathname)
      if (phase === "open") fetched.open.add(url.pathname)
    })
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    console.log(
      `CPC list on ${pagePath} (${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(", ")} load average on ${os.cpus().length} cores):`,
    )
    console.log(`  first-visit JavaScript: ${fetched.visit.size} files, ${kb(gzip(fetched.visit))} gzip`)

    await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0))
    phase = "open"
    const first = page.locator('[id="class/flows_product/0"]')
    await first.getByRole("button").first().click()
    await page.locator('[id="class/flows_product/0/01"]').waitFor()
    await page.waitForLoadState("networkidle")
    phase = "done"
    console.log(`  opening section 0: ${kb(gzip(fetched.open))} gzip fetched (${[...fetched.open].sort().join(", ")})`)

    const longestSoFar = () =>
      page.evaluate(() => {
        const w = window as unknown as { __longest: number }
        const value = w.__longest
        w.__longest = 0
        return value
      })
    const longestOpening = await longestSoFar()
    const times: number[] = []
    const firstQuery = await filterOnce(page, queries[0])
    const longestFirstQuery = await longestSoFar()
    for (let round = 0; round < runs; round++) {
      for (const query of queries) {
        await filterOnce(page, "")
        times.push(await filterOnce(page, query))
      }
    }
    console.log(`  filter, first query (fetches the whole list): ${firstQuery.toFixed(0)} ms`)
    console.log(
      `  filter latency over ${queries.length} queries x ${runs} rounds: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
    )
    const longestFilters = await longestSoFar()
    const task = (ms: number) => (ms ? `${ms.toFixed(0)} ms` : "none over 50 ms")
    console.log(
      `  longest main-thread task: ${task(Math.max(longestOpening, longestFirstQuery, longestFilters))} ` +
        `(opening ${task(longestOpening)}, first query ${task(longestFirstQuery)}, later filters ${task(longestFilters)})`,
    )
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
