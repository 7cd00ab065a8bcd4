// npm run bench:search — measures the local search on an existing build (npm run build first):
// index bytes per locale (raw and gzip), time to load each part, query latency over the
// query set typed keystroke by keystroke, and recall@5 (the expected page among the first five
// pages) per locale and kind of query, in Node. With --compare it also measures FlexSearch
// over the same records and tokenizer, the alternative we weighed MiniSearch against.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { performance } from "node:perf_hooks"
import { localeCodes } from "../src/config/locales"
import { answer } from "../src/lib/search/local-client"
import { buildSearchIndex, unpackRecords } from "../src/lib/search/local-index"
import { indexTerms, queryTerms } from "../src/lib/search/tokenize"
import { toSimplified } from "../src/lib/search/chinese"
import { queryKinds, querySet } from "../tests/search/query-set"
import { requireBenchTool } from "./lib/bench-tools"

const dir = path.resolve("public/search-index")
if (!fs.existsSync(dir)) {
  console.error("No build found: run `npm run build` first (public/search-index/ is missing).")
  process.exit(1)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const median = (values: number[]) => percentile(values, 50)
function timed<T>(fn: () => T): [T, number] {
  const start = performance.now()
  const value = fn()
  return [value, performance.now() - start]
}

/** Every prefix of the query, as a reader types it. */
const keystrokes = (query: string) =>
  Array.from(query)
    .map((_, i) =>
      Array.from(query)
        .slice(0, i + 1)
        .join(""),
    )
    .filter((q) => q.trim())

console.log("Local search index (public/search-index/)\n")
console.log("locale  part      raw        gzip      load (parse + index, median of 5)")
const indexes: Record<string, ReturnType<typeof buildSearchIndex>> = {}
for (const locale of localeCodes) {
  const headingsRaw = fs.readFileSync(path.join(dir, `${locale}.json`))
  const contentRaw = fs.readFileSync(path.join(dir, `${locale}.content.json`))
  const headingTimes: number[] = []
  const fullTimes: number[] = []
  for (let run = 0; run < 5; run++) {
    const [headings, headingMs] = timed(() => JSON.parse(headingsRaw.toString()))
    headingTimes.push(headingMs + timed(() => buildSearchIndex(unpackRecords(headings)))[1])
    const [content, contentMs] = timed(() => JSON.parse(contentRaw.toString()))
    const [index, fullMs] = timed(() => buildSearchIndex(unpackRecords(headings, content)))
    fullTimes.push(contentMs + fullMs)
    indexes[locale] = index
  }
  const row = (part: string, raw: Buffer, ms: number) =>
    console.log(
      `${locale.padEnd(7)} ${part.padEnd(9)} ${kb(raw.length).padStart(9)} ${kb(zlib.gzipSync(raw, { level: 9 }).length).padStart(9)}   ${ms.toFixed(1)} ms`,
    )
  row("headings", headingsRaw, median(headingTimes))
  row("content", contentRaw, median(fullTimes))
}

console.log("\nQuery latency in Node over the query set, every keystroke of each query:")
for (const locale of localeCodes) {
  const times: number[] = []
  for (const { query } of querySet.filter((q) => q.language === locale)) {
    for (const typed of keystrokes(query)) {
      const facetFilters = [`language:${locale}`, ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]
      times.push(
        timed(() =>
          answer(
            indexes[locale],
            "bench",
            { query: typed, hitsPerPage: 20, facetFilters, attributesToSnippet: ["content:10"] },
            toSimplified,
          ),
        )[1],
      )
    }
  }
  console.log(
    `${locale.padEnd(7)} ${String(times.length).padStart(4)} queries   p50 ${median(times).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   max ${Math.max(...times).toFixed(2)} ms`,
  )
}

console.log("\nRecall@5 over the query set (the expected page among the first five pages), per kind of query:")
console.log(`locale  ${queryKinds.map((kind) => kind.padEnd(13)).join("")}all`)
for (const locale of localeCodes) {
  const cells: string[] = []
  let found = 0
  let total = 0
  for (const kind of [...queryKinds, null]) {
    const queries = querySet.filter((q) => q.language === locale && (kind === null || (q.kind ?? "words") === kind))
    const hits = queries.filter(({ query, expected }) => {
      const facetFilters = [`language:${locale}`, ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]
      const { hits } = answer(indexes[locale], "bench", { query, hitsPerPage: 50, facetFilters }, toSimplified)
      return [...new Set(hits.map((hit) => hit.url_without_anchor))].slice(0, 5).includes(expected)
    })
    if (kind === null) [found, total] = [hits.length, queries.length]
    else cells.push((queries.length ? `${hits.length}/${queries.length}` : "-").padEnd(13))
  }
  console.log(`${locale.padEnd(7)} ${cells.join("")}${found}/${total} (${((found / total) * 100).toFixed(0)}%)`)
}

if (process.argv.includes("--compare")) {
  // FlexSearch with the same terms: index size when exported, build time, query time.
  const { Index } = requireBenchTool<{
    Index: new (options: object) => {
      add(id: number, text: string): void
      search(query: string, options?: object): number[]
      export(cb: (key: string, data: string) => void): void
    }
  }>("flexsearch")
  console.log("\nComparison: FlexSearch 0.8 (same records and tokenizer)")
  for (const locale of localeCodes) {
    const records = indexes[locale].records
    const text = (i: number) =>
      [records[i].hierarchy.lvl1, records[i].hierarchy.lvl2, records[i].hierarchy.lvl3, records[i].content]
        .filter(Boolean)
        .join(" ")
    const [flex, buildMs] = timed(() => {
      const index = new Index({ encode: (value: string) => indexTerms(value), tokenize: "strict" })
      records.forEach((_, i) => index.add(i, text(i)))
      return index
    })
    let exported = 0
    flex.export((_key, data) => {
      exported += data ? Buffer.byteLength(data) : 0
    })
    const times: number[] = []
    for (const { query } of querySet.filter((q) => q.language === locale)) {
      for (const typed of keystrokes(query))
        times.push(timed(() => flex.search(queryTerms(typed).join(" "), { limit: 20 }))[1])
    }
    const miniSerialized = Buffer.byteLength(JSON.stringify(indexes[locale].engine))
    console.log(
      `${locale.padEnd(7)} build ${buildMs.toFixed(0)} ms, exported index ${kb(exported)}; query p50 ${median(times).toFixed(2)} ms p95 ${percentile(times, 95).toFixed(2)} ms` +
        ` | MiniSearch serialized index ${kb(miniSerialized)} (we ship records instead)`,
    )
  }
}
