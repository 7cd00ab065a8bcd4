// The build's search step: records are read from the built HTML of every page that marks
// itself searchable (src/lib/search/records.ts), then go to two sinks: the static per-locale
// index in public/search-index/ (always), and Algolia through gatsby-plugin-algolia when
// ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set (gatsby/algolia-index.ts).
import fs from "node:fs"
import path from "node:path"
import { localeCodes } from "../src/config/locales"
import { localIndexPath } from "../src/lib/search/client"
import { packRecords, searchFields, typoMinLength } from "../src/lib/search/local-index"
import { extractRecords } from "../src/lib/search/records"
import type { SearchRecord } from "../src/lib/search/types"
import { listIds, type ListId } from "../src/lib/classes/lists"
import { unpackRows, type ClassRow, type PackedRow } from "../src/lib/classes/rows"
import { unpackTree, type PackedNode } from "../src/lib/schema/pack"
import type { ExplorerNode } from "../src/lib/schema/tree"

export function htmlFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== "page-data" && entry.name !== "static" && !entry.name.startsWith("_"))
        out.push(...htmlFiles(full))
    } else if (entry.name.endsWith(".html")) out.push(full)
  }
  return out
}

/** The page's site path: public/ja/docs/intro/index.html -> <prefix>/ja/docs/intro. */
export function pageUrl(publicDir: string, file: string, prefix: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/")
  const route = `/${relative}`.replace(/\/index\.html$/, "").replace(/\.html$/, "")
  return `${prefix}${route || "/"}`
}

/** A schema page's field tree as written by gatsby/schema-explorer.ts; null when absent. */
function readSchemaFields(publicDir: string, dataPath: string): ExplorerNode[] | null {
  const file = path.join(publicDir, dataPath)
  return fs.existsSync(file) ? unpackTree(JSON.parse(fs.readFileSync(file, "utf8")) as PackedNode[]) : null
}

/** A classification list as written by gatsby/classifications.ts; null when absent. */
function readClassRows(publicDir: string, dataPath: string, list: string): ClassRow[] | null {
  const file = path.join(publicDir, dataPath)
  return fs.existsSync(file) && (listIds as string[]).includes(list)
    ? unpackRows(list as ListId, JSON.parse(fs.readFileSync(file, "utf8")) as PackedRow[])
    : null
}

export function collectSearchRecords(
  publicDir = path.resolve("public"),
  prefix = process.env.PATH_PREFIX ?? "",
): SearchRecord[] {
  const records: SearchRecord[] = []
  for (const file of htmlFiles(publicDir).sort()) {
    records.push(
      ...extractRecords(
        fs.readFileSync(file, "utf8"),
        pageUrl(publicDir, file, prefix),
        0,
        (dataPath) => readSchemaFields(publicDir, dataPath),
        (dataPath, list) => readClassRows(publicDir, dataPath, list),
      ),
    )
  }
  return records
}

/** Writes the headings and content files of each locale; returns their byte sizes. */
export function writeLocalIndexes(records: SearchRecord[], publicDir = path.resolve("public")): Record<string, string> {
  const sizes: Record<string, string> = {}
  for (const locale of localeCodes) {
    const { headings, content } = packRecords(
      locale,
      records.filter((record) => record.language === locale),
    )
    const bytes: number[] = []
    for (const [part, data] of [
      ["headings", headings],
      ["content", content],
    ] as const) {
      const file = path.join(publicDir, localIndexPath(locale, part))
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const json = JSON.stringify(data)
      fs.writeFileSync(file, json)
      bytes.push(Buffer.byteLength(json))
    }
    sizes[locale] = bytes.join(" + ")
  }
  return sizes
}

/** The record attribute Algolia searches for a field of the local engine (`slug`: the page's address, split into words). */
export function algoliaAttribute(field: (typeof searchFields)[number]): string {
  return field === "content"
    ? "content"
    : field === "slug"
      ? "unordered(url_without_anchor)"
      : `unordered(hierarchy.${field})`
}

/**
 * Algolia index settings: DocSearch's attribute order, facets for contextual search, CJK-aware.
 * Where they overlap they match the local engine: the same attributes searched, in the order of
 * its boosts (lvl0, the section name every page of a section shares, is not searched; the
 * page's address last), the same typo tolerance and contextual filters, one hit per url,
 * headings before paragraphs on a tie.
 */
export const algoliaIndexSettings = {
  searchableAttributes: searchFields.map(algoliaAttribute),
  attributesForFaceting: ["filterOnly(language)", "filterOnly(docusaurus_tag)", "type"],
  attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
  attributesToHighlight: ["hierarchy", "content"],
  attributesToSnippet: ["content:10"],
  distinct: true,
  attributeForDistinct: "url",
  customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
  ranking: ["words", "filters", "typo", "attribute", "proximity", "exact", "custom"],
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
  snippetEllipsisText: "…",
  // Chinese and Japanese are segmented with Algolia's dictionaries when the languages are named.
  indexLanguages: ["zh", "ja", "en"],
  queryLanguages: ["zh", "ja", "en"],
  ignorePlurals: true,
  removeStopWords: false,
  minWordSizefor1Typo: typoMinLength[0],
  minWordSizefor2Typos: typoMinLength[1],
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  separatorsToIndex: "_",
  removeWordsIfNoResults: "allOptional",
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
}
