// Byte budgets: for each page type in perf-budgets.json, sums the gzip size of the
// JavaScript a first visit loads (measured from the build output, not timed) and of the HTML,
// prints the figures and fails when one is over budget. Writes .tmp/budget-results.json for
// the test summary. Run after `gatsby build`: npx tsx scripts/check-budgets.ts
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { buildInternalsDir } from "../src/lib/serving/unpublished"
import {
  assetFile,
  componentAssets,
  htmlAssets,
  kb,
  overBudget,
  type ChunkGroups,
  type PageBudget,
} from "../src/lib/perf/first-visit"

const publicDir = path.resolve(process.argv[2] ?? "public")
const prefix = process.env.PATH_PREFIX ?? ""
const config = JSON.parse(fs.readFileSync("perf-budgets.json", "utf8")) as {
  pages: Record<string, PageBudget & { paths: string[]; targetJsGzipKB?: number }>
  pageData: { totalKB: number }
}
const stats = JSON.parse(
  fs.readFileSync(path.join(buildInternalsDir(publicDir), "webpack.stats.json"), "utf8"),
) as ChunkGroups
const gzipCache = new Map<string, number>()
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file)).length)
  return gzipCache.get(file)!
}

const problems: string[] = []
const results: Array<{
  pageType: string
  path: string
  jsGzip: number
  jsFiles: number
  htmlGzip: number
  passed: boolean
}> = []
console.log(
  `${"page type".padEnd(10)} ${"path".padEnd(66)} ${"JS gzip KB".padStart(10)} ${"budget".padStart(6)} ${"target".padStart(6)} ${"HTML gzip KB".padStart(12)} ${"budget".padStart(6)}`,
)
for (const [pageType, budget] of Object.entries(config.pages)) {
  for (const sitePath of budget.paths) {
    const htmlFile = path.join(publicDir, sitePath === "/" ? "index.html" : `${sitePath}/index.html`)
    const pageData = path.join(publicDir, "page-data", sitePath === "/" ? "index" : sitePath, "page-data.json")
    if (!fs.existsSync(htmlFile) || !fs.existsSync(pageData)) {
      problems.push(`${pageType} ${sitePath}: not in the build (${path.relative(process.cwd(), htmlFile)})`)
      results.push({ pageType, path: sitePath, jsGzip: 0, jsFiles: 0, htmlGzip: 0, passed: false })
      continue
    }
    const html = fs.readFileSync(htmlFile, "utf8")
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8")) as { componentChunkName: string }
    const scripts = new Set(
      [...htmlAssets(html).scripts, ...componentAssets(stats, componentChunkName).scripts].map((url) =>
        assetFile(url, prefix),
      ),
    )
    const jsGzip = [...scripts].reduce((sum, url) => sum + gzipSize(path.join(publicDir, url)), 0)
    const htmlGzip = gzipSize(htmlFile)
    const over = overBudget(pageType, sitePath, { jsGzip, htmlGzip }, budget)
    problems.push(...over)
    results.push({ pageType, path: sitePath, jsGzip, jsFiles: scripts.size, htmlGzip, passed: over.length === 0 })
    console.log(
      `${pageType.padEnd(10)} ${sitePath.padEnd(66)} ${kb(jsGzip).padStart(10)} ${String(budget.jsGzipKB).padStart(6)} ${String(budget.targetJsGzipKB ?? "-").padStart(6)} ${kb(htmlGzip).padStart(12)} ${String(budget.htmlGzipKB).padStart(6)}${over.length ? "  OVER" : ""}`,
    )
  }
}
// Page data: what every page loads besides its HTML (its query's data, its strings, its context).
const pageDataFiles = (fs.readdirSync(path.join(publicDir, "page-data"), { recursive: true }) as string[]).filter(
  (file) => file.endsWith("page-data.json"),
)
const pageDataBytes = pageDataFiles.reduce(
  (sum, file) => sum + fs.statSync(path.join(publicDir, "page-data", file)).size,
  0,
)
const pageDataPassed = pageDataBytes <= config.pageData.totalKB * 1000
if (!pageDataPassed)
  problems.push(
    `page data: ${kb(pageDataBytes)} KB in ${pageDataFiles.length} files is over its budget of ${config.pageData.totalKB} KB`,
  )
results.push({
  pageType: "page data",
  path: "page-data/**/page-data.json",
  jsGzip: 0,
  jsFiles: 0,
  htmlGzip: 0,
  passed: pageDataPassed,
})
console.log(
  `\npage data: ${kb(pageDataBytes)} KB raw in ${pageDataFiles.length} files (budget ${config.pageData.totalKB} KB)${pageDataPassed ? "" : "  OVER"}`,
)

fs.mkdirSync(".tmp", { recursive: true })
fs.writeFileSync(
  ".tmp/budget-results.json",
  JSON.stringify(
    { passed: results.filter((r) => r.passed).length, failed: results.filter((r) => !r.passed).length, results },
    null,
    2,
  ),
)
if (problems.length) {
  console.error(`\nByte budgets exceeded (perf-budgets.json):\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(`\nAll ${results.length} pages are within their byte budgets.`)
