// Schema explorer benchmark, in this machine's Chromium against the production build
// in public/ (run `npm run build` first). Prints:
//   - the JavaScript a first visit of a schema page downloads (raw and gzip), and its page data;
//   - 'expand all' on the processes schema, first time (includes fetching the tree) and repeated:
//     time to the first painted rows, to all rows, and the longest main-thread task, with the
//     machine's load average beside them (the figures depend on it);
//   - the same, and filtering, on a generated schema of 10,000 properties (~1.5 MB of JSON).
// Usage: npm run bench:explorer [-- --runs 5]   (BENCH_PORT, default 9100; CHROMIUM_PATH)
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { chromium, type Browser, type Page } from "playwright-core"
import { benchmarkBrowserPath, chromiumArgs } from "../tests/support/chromium-flags"
import { publicDir, servePublic } from "./lib/static-server"
import { packTree, unpackTree } from "../src/lib/schema/pack"
import { buildTree, listFields } from "../src/lib/schema/tree"

const port = Number(process.env.BENCH_PORT || 9100)
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5
const pagePath = "/en/docs/core-modules/schema/schema-content/json-schema-processes"
const dataPath = "/schema-explorer/en/tidas_processes.json"

const serve = () => servePublic(port)

/** The explorer's filter, by its label (English pages). */
const explorerFilter = "Filter fields"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A schema of `sections` x `fields` string properties, each with a description. */
function generatedSchema(sections: number, fields: number) {
  const properties: Record<string, unknown> = {}
  for (let s = 0; s < sections; s++) {
    const inner: Record<string, unknown> = {}
    for (let f = 0; f < fields; f++)
      inner[`field-${s * fields + f}`] = {
        type: "string",
        maxLength: 500,
        description: `Generated field ${s * fields + f} of section ${s}: a description long enough to wrap like the real ones do.`,
      }
    properties[`section-${s}`] = { type: "object", description: `Generated section ${s}`, properties: inner }
  }
  return { type: "object", properties: { processDataSet: { type: "object", properties } } }
}

interface Timing {
  /** Click to the first frame painted with new rows in the tree (what the reader sees answer). */
  first: number
  /** Click to the first frame painted with at least `minRows` rows. */
  all: number
  /** Longest main-thread task from the click until then (0 when none reached 50 ms). */
  longest: number
}

/** Runs `act` in the page and times it: first painted change of the tree, all rows, longest task. */
async function timeTree(page: Page, act: string, minRows: number): Promise<Timing> {
  return page.evaluate(
    ({ act, min, explorerFilter }) =>
      new Promise<Timing>((resolve) => {
        const list = () => document.querySelectorAll("ul[data-search-fields] > li").length
        const tasks: number[] = []
        const longTasks = new PerformanceObserver((entries) =>
          entries.getEntries().forEach((entry) => tasks.push(entry.duration)),
        )
        longTasks.observe({ type: "longtask" })
        const before = list()
        let first = -1
        const start = performance.now()
        // After the next frame is painted: a timer queued from requestAnimationFrame runs after it.
        const painted = (then: (ms: number) => void) =>
          requestAnimationFrame(() => setTimeout(() => then(performance.now() - start)))
        const check = () => {
          if (first < 0 && list() !== before) {
            first = 0
            painted((ms) => (first = ms))
          }
          if (list() >= min) {
            observer.disconnect()
            painted((all) => {
              // Long tasks are reported a little after they end.
              setTimeout(() => {
                longTasks.disconnect()
                resolve({ first: first > 0 ? first : all, all, longest: Math.max(0, ...tasks) })
              }, 100)
            })
          }
        }
        const observer = new MutationObserver(check)
        observer.observe(document.body, { childList: true, subtree: true })
        if (act.startsWith("filter:")) {
          // Schema pages have other filters (the classification lists): take the explorer's.
          const input = [...document.querySelectorAll("label")]
            .find((label) => label.textContent?.startsWith(explorerFilter))!
            .querySelector("input")!
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
          setter.call(input, act.slice("filter:".length))
          input.dispatchEvent(new Event("input", { bubbles: true }))
        } else [...document.querySelectorAll("button")].find((b) => b.textContent === act)!.click()
      }),
    { act, min: minRows, explorerFilter },
  )
}

const ms = (value: number) => `${value.toFixed(0)} ms`
const medianOf = (timings: Timing[]) => ({
  first: median(timings.map((t) => t.first)),
  all: median(timings.map((t) => t.all)),
  longest: median(timings.map((t) => t.longest)),
})
const describe = (t: Timing) =>
  `first rows painted ${ms(t.first)}, all ${ms(t.all)}, longest task ${t.longest ? ms(t.longest) : "< 50 ms"}`

/** Expand all on a fresh page (the tree is fetched, `cold`), then again `runs` times after collapse all. */
async function expandAllTimes(page: Page, minRows: number) {
  const cold = await timeTree(page, "Expand all", minRows)
  const warm: Timing[] = []
  for (let i = 0; i < runs; i++) {
    await page.getByRole("button", { name: "Collapse all", exact: true }).click()
    await page.waitForTimeout(100)
    warm.push(await timeTree(page, "Expand all", minRows))
  }
  return { cold, warm: medianOf(warm) }
}

/** Cold figures vary with the machine's load more than anything: the first of several fresh pages is not enough. */
async function freshPages(
  browser: Browser,
  url: string,
  count: number,
  prepare: (page: Page) => Promise<void>,
  measure: (page: Page) => Promise<Timing>,
) {
  const timings: Timing[] = []
  for (let i = 0; i < count; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript("window.__name = (f) => f")
    await prepare(page)
    await page.goto(url)
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    timings.push(await measure(page))
    await page.close()
  }
  return medianOf(timings)
}

const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")} on ${os.cpus().length} cores`

async function main() {
  if (!fs.existsSync(path.join(publicDir, pagePath, "index.html")))
    throw new Error("No production build in public/: run `npm run build` first.")
  const server = await serve()
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: chromiumArgs,
  })
  try {
    const base = `http://127.0.0.1:${port}`
    // First visit: every script the page loads, measured from the files themselves.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // tsx keeps function names with a helper the page does not have.
    await page.addInitScript("window.__name = (f) => f")
    const scripts = new Set<string>()
    const data = new Set<string>()
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === "script") scripts.add(url.pathname)
      else if (url.pathname.endsWith(".json")) data.add(url.pathname)
    })
    await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" })
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    const sizes = (paths: Set<string>) =>
      [...paths].reduce(
        (sum, p) => {
          const file = path.join(publicDir, p)
          if (!fs.existsSync(file)) return sum
          const content = fs.readFileSync(file)
          return { raw: sum.raw + content.length, gzip: sum.gzip + zlib.gzipSync(content, { level: 9 }).length }
        },
        { raw: 0, gzip: 0 },
      )
    const js = sizes(scripts)
    const json = sizes(data)
    console.log(`First visit of ${pagePath}:`)
    console.log(`  JavaScript: ${scripts.size} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip (target <= 100 KB gzip)`)
    for (const script of [...scripts].sort()) console.log(`    ${script}: ${kb(sizes(new Set([script])).gzip)} gzip`)
    console.log(
      `  JSON (page data; the explorer tree is not among it until needed): ${data.size} files, ${kb(json.raw)} raw, ${kb(json.gzip)} gzip`,
    )
    const tree = fs.statSync(path.join(publicDir, dataPath)).size
    console.log(
      `  Whole explorer tree, fetched on demand: ${kb(tree)} raw, ${kb(zlib.gzipSync(fs.readFileSync(path.join(publicDir, dataPath))).length)} gzip`,
    )

    const processRows = listFields(
      unpackTree(JSON.parse(fs.readFileSync(path.join(publicDir, dataPath), "utf8"))),
    ).length
    const url = `${base}${pagePath}`
    console.log(`Expand all, processes schema (${processRows} fields; ${load()}):`)
    const processes = await expandAllTimes(page, processRows)
    const cold = await freshPages(
      browser,
      url,
      runs,
      async () => {},
      (fresh) => timeTree(fresh, "Expand all", processRows),
    )
    console.log(`  first time (tree fetched), median of ${runs} fresh pages: ${describe(cold)} (target < 200 ms)`)
    console.log(`  repeated after collapse all, median of ${runs}: ${describe(processes.warm)} (target < 200 ms)`)

    // The generated schema replaces the processes tree the page fetches.
    const schema = generatedSchema(100, 100)
    const schemaBytes = Buffer.byteLength(JSON.stringify(schema))
    const t0 = performance.now()
    const bigTree = buildTree(schema, { file: "tidas_processes.json", bundle: {} })
    const buildMs = performance.now() - t0
    const body = JSON.stringify(packTree(bigTree))
    console.log(
      `Generated schema: 10,000 properties in 100 sections, ${kb(schemaBytes)} of schema JSON; tree built in ${buildMs.toFixed(0)} ms (build time), ${kb(body.length)} tree JSON (${kb(zlib.gzipSync(body).length)} gzip)`,
    )
    const withBigTree = async (big: Page) => {
      await big.route(`**${dataPath}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body }))
    }
    console.log(`Generated schema, 10,101 fields (rows in a window of 300; ${load()}):`)
    const bigCold = await freshPages(browser, url, runs, withBigTree, (big) => timeTree(big, "Expand all", 300))
    console.log(
      `  expand all, first time (tree fetched and parsed), median of ${runs} fresh pages: ${describe(bigCold)}`,
    )
    const big = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await big.addInitScript("window.__name = (f) => f")
    await withBigTree(big)
    await big.goto(url)
    await big.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    const generated = await expandAllTimes(big, 300)
    console.log(`  expand all, repeated after collapse all, median of ${runs}: ${describe(generated.warm)}`)
    await big.getByRole("button", { name: "Collapse all", exact: true }).click()
    const one = await timeTree(big, "filter:field-9999", 3)
    console.log(`  filter 'field-9999' (one match): ${describe(one)}`)
    await big.getByRole("searchbox", { name: explorerFilter, exact: true }).fill("")
    const many = await timeTree(big, "filter:field-1", 300)
    console.log(`  filter 'field-1' (1,111 matches): ${describe(many)}`)
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
