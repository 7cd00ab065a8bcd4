// Schema explorer benchmark (issue 7), in this machine's Chromium against the production build
// in public/ (run `npm run build` first). Prints:
//   - the JavaScript a first visit of a schema page downloads (raw and gzip), and its page data;
//   - 'expand all' render time on the processes schema (cold: includes fetching the tree; warm);
//   - the same, and filtering, on a generated schema of 10,000 properties (~1 MB of JSON).
// Usage: npm run bench:explorer [-- --runs 5]   (BENCH_PORT, default 9100; CHROMIUM_PATH)
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { chromium, type Page } from "playwright-core"
import { chromiumArgs } from "../playwright.config"
import { buildTree } from "../src/lib/schema/tree"

const publicDir = path.resolve("public")
const port = Number(process.env.BENCH_PORT || 9100)
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5
const pagePath = "/en/docs/core-modules/schema/schema-content/json-schema-processes"
const dataPath = "/schema-explorer/en/tidas_processes.json"

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json", ".css": "text/css" }
function serve(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent((req.url ?? "/").split("?")[0])
    let file = path.join(publicDir, url)
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    if (!fs.existsSync(file)) file = `${file}.html`
    if (!file.startsWith(publicDir) || !fs.existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A schema of `sections` x `fields` string properties, each with a description. */
function generatedSchema(sections: number, fields: number) {
  const properties: Record<string, unknown> = {}
  for (let s = 0; s < sections; s++) {
    const inner: Record<string, unknown> = {}
    for (let f = 0; f < fields; f++) inner[`field-${s * fields + f}`] = { type: "string", maxLength: 500, description: `Generated field ${s * fields + f} of section ${s}: a description long enough to wrap like the real ones do.` }
    properties[`section-${s}`] = { type: "object", description: `Generated section ${s}`, properties: inner }
  }
  return { type: "object", properties: { processDataSet: { type: "object", properties } } }
}

/** Milliseconds from the click to the first frame painted after the tree shows `minRows` rows. */
async function timeClick(page: Page, buttonName: string, minRows: number): Promise<number> {
  return page.evaluate(
    ({ name, min }) =>
      new Promise<number>((resolve) => {
        const list = () => document.querySelectorAll("ul[data-search-fields] > li").length
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === name)!
        const start = performance.now()
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        const observer = new MutationObserver(() => {
          if (list() >= min) {
            observer.disconnect()
            done()
          }
        })
        observer.observe(document.body, { childList: true, subtree: true })
        button.click()
      }),
    { name: buttonName, min: minRows },
  )
}

async function expandAllTimes(page: Page, minRows: number) {
  const cold = await timeClick(page, "Expand all", minRows)
  const warm: number[] = []
  for (let i = 0; i < runs; i++) {
    await page.getByRole("button", { name: "Collapse all", exact: true }).click()
    await page.waitForTimeout(50)
    warm.push(await timeClick(page, "Expand all", minRows))
  }
  return { cold, warm: median(warm) }
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, pagePath, "index.html"))) throw new Error("No production build in public/: run `npm run build` first.")
  const server = await serve()
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs })
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
    console.log(`  JSON (page data; the explorer tree is not among it until needed): ${data.size} files, ${kb(json.raw)} raw, ${kb(json.gzip)} gzip`)
    const tree = fs.statSync(path.join(publicDir, dataPath)).size
    console.log(`  Whole explorer tree, fetched on demand: ${kb(tree)} raw, ${kb(zlib.gzipSync(fs.readFileSync(path.join(publicDir, dataPath))).length)} gzip`)

    const processRows = (JSON.stringify(JSON.parse(fs.readFileSync(path.join(publicDir, dataPath), "utf8"))).match(/"path":/g) ?? []).length
    const processes = await expandAllTimes(page, Math.min(processRows, 300))
    console.log(`Expand all, processes schema (${processRows} fields): cold ${processes.cold.toFixed(1)} ms (includes fetching the tree), warm median of ${runs} ${processes.warm.toFixed(1)} ms (target < 200 ms)`)

    // The generated schema replaces the processes tree the page fetches.
    const schema = generatedSchema(100, 100)
    const schemaBytes = Buffer.byteLength(JSON.stringify(schema))
    const t0 = performance.now()
    const bigTree = buildTree(schema, { file: "tidas_processes.json", bundle: {} })
    const buildMs = performance.now() - t0
    const body = JSON.stringify(bigTree)
    console.log(`Generated schema: 10,000 properties in 100 sections, ${kb(schemaBytes)} of schema JSON; tree built in ${buildMs.toFixed(0)} ms (build time), ${kb(body.length)} tree JSON`)
    const big = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await big.addInitScript("window.__name = (f) => f")
    await big.route(`**${dataPath}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body }))
    await big.goto(`${base}${pagePath}`)
    await big.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    const generated = await expandAllTimes(big, 300)
    console.log(`Expand all, generated schema (10,101 fields, rows rendered in slices of 300): cold ${generated.cold.toFixed(1)} ms, warm median ${generated.warm.toFixed(1)} ms`)
    const filterMs = await big.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>("input[type=search]")!
          const start = performance.now()
          const observer = new MutationObserver(() => {
            if (document.querySelector('[id="processDataSet/section-99/field-9999"]')) {
              observer.disconnect()
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
            }
          })
          observer.observe(document.body, { childList: true, subtree: true })
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
          setter.call(input, "field-9999")
          input.dispatchEvent(new Event("input", { bubbles: true }))
        }),
    )
    console.log(`Filter 'field-9999' on the generated schema: ${filterMs.toFixed(1)} ms to show the match`)
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
