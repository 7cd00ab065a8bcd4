// The local index, written by the build per locale in two files: the headings file (every page
// title and heading, small: search answers from it at once) and the content file (paragraph
// text, most of the bytes: fetched right after, then answers include it). Page-level values are
// stored once per page and heading paths once per section; objectIDs are recomputed on load.
// The MiniSearch index is built in the browser from these records, which is fewer bytes to
// download than a serialized index (see `npm run bench:search`).
import MiniSearch from "minisearch"
import { assignObjectIDs, hashString, levelWeight } from "./record-ids"
import { englishStem, indexTerms, isCjkTerm, normalize, queryCjkRuns, queryTerms } from "./tokenize"
import { hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord } from "./types"

export const localIndexVersion = 5

type Page = [url: string, lvl0: string, lvl1: string, tag: string, pageRank: number]
/** The headings a record sits under, shared by all records of one section. */
type Section = [
  page: number,
  anchor: string | null,
  lvl2: string | null,
  lvl3: string | null,
  lvl4: string | null,
  lvl5: string | null,
  lvl6: string | null,
]

export interface LocalIndexFile {
  version: number
  language: string
  /** Ties a content file to the headings file it was written with. */
  build: string
  pages: Page[]
  sections: Section[]
  /** Heading records: type and section. */
  records: Array<[type: RecordType, section: number]>
}

/**
 * A content-only record (a classification entry: thousands of permalinks, which would make the
 * headings file several times larger) with its section, numbered after the headings file's. The
 * short form leans on the entry before and on the text: its page and lvl2 are the previous
 * entry's, its lvl3 is the text's first word (an entry's code), lvl4 to lvl6 are empty. The
 * anchor is a number n where it is the anchor of the entry n places before, '/', and its lvl3
 * (an entry under its parent), so the long permalinks of a deep list cost a few bytes each.
 */
type Entry =
  | [content: string, anchor: string | number | null]
  | [
      content: string,
      anchor: string | number | null,
      page: number,
      lvl2: string | null,
      lvl3: string | null,
      lvl4: string | null,
      lvl5: string | null,
      lvl6: string | null,
    ]

const firstWord = (text: string) => text.split(" ", 1)[0]

export interface LocalContentFile {
  version: number
  language: string
  build: string
  /** Content records: section and text. */
  records: Array<[section: number, content: string]>
  /** Content-only records, in page order. */
  entries: Entry[]
}

/** Writes content-only records as entries (see `Entry`). */
function entryPacker() {
  const entries: Entry[] = []
  const indexOf = new Map<string, number>()
  let last: Section | null = null
  const add = (section: Section, content: string) => {
    const [page, anchor, lvl2, lvl3, lvl4, lvl5, lvl6] = section
    const at = entries.length
    let ref: string | number | null = anchor
    const parent =
      anchor !== null && lvl3 && anchor.endsWith(`/${lvl3}`)
        ? indexOf.get(anchor.slice(0, -lvl3.length - 1))
        : undefined
    if (parent !== undefined) ref = at - parent
    const short =
      last !== null &&
      last[0] === page &&
      last[2] === lvl2 &&
      lvl3 === firstWord(content) &&
      lvl4 === null &&
      lvl5 === null &&
      lvl6 === null
    entries.push(short ? [content, ref] : [content, ref, page, lvl2, lvl3, lvl4, lvl5, lvl6])
    if (anchor !== null) indexOf.set(anchor, at)
    last = section
  }
  return { entries, add }
}

/** The sections of `entries`, in their order. */
function entrySections(entries: Entry[]): Section[] {
  const sections: Section[] = []
  entries.forEach(([content, ref, ...own], at) => {
    const before = sections[at - 1]
    const [page, lvl2, lvl3, lvl4, lvl5, lvl6] = own.length
      ? (own as [number, string | null, string | null, string | null, string | null, string | null])
      : [before[0], before[2], firstWord(content), null, null, null]
    const anchor = typeof ref === "number" ? `${sections[at - ref][1]}/${lvl3}` : ref
    sections.push([page, anchor, lvl2, lvl3, lvl4, lvl5, lvl6])
  })
  return sections
}

export function packRecords(
  language: string,
  records: SearchRecord[],
): { headings: LocalIndexFile; content: LocalContentFile } {
  const pages: Page[] = []
  const sections: Section[] = []
  const pageIndex = new Map<string, number>()
  const sectionIndex = new Map<string, number>()
  const headingRows: LocalIndexFile["records"] = []
  const contentRows: LocalContentFile["records"] = []
  const later = entryPacker()
  for (const record of records) {
    let page = pageIndex.get(record.url_without_anchor)
    if (page === undefined) {
      page = pages.length
      pageIndex.set(record.url_without_anchor, page)
      pages.push([
        record.url_without_anchor,
        record.hierarchy.lvl0 ?? "",
        record.hierarchy.lvl1 ?? "",
        record.docusaurus_tag,
        record.weight.pageRank,
      ])
    }
    const h = record.hierarchy
    const section: Section = [page, record.anchor, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6]
    if (record.contentOnly && record.type === "content") {
      later.add(section, record.content ?? "")
      continue
    }
    const key = JSON.stringify(section)
    let index = sectionIndex.get(key)
    if (index === undefined) {
      index = sections.length
      sectionIndex.set(key, index)
      sections.push(section)
    }
    if (record.type === "content") contentRows.push([index, record.content ?? ""])
    else headingRows.push([record.type, index])
  }
  const build = hashString(JSON.stringify([pages, sections, headingRows, contentRows.length, later.entries.length]))
  return {
    headings: { version: localIndexVersion, language, build, pages, sections, records: headingRows },
    content: { version: localIndexVersion, language, build, records: contentRows, entries: later.entries },
  }
}

/** Records in page order; without a (matching) content file, the heading records alone. */
export function unpackRecords(file: LocalIndexFile, content?: LocalContentFile | null): SearchRecord[] {
  const rows: Array<{ type: RecordType; section: number; content: string | null; order: number }> = file.records.map(
    ([type, section], order) => ({ type, section, content: null, order }),
  )
  const matching = content && content.build === file.build ? content : null
  const later = matching ? entrySections(matching.entries) : []
  if (matching) {
    // Content follows its section's heading: order by section, headings before their paragraphs.
    matching.records.forEach(([section, text], order) =>
      rows.push({ type: "content", section, content: text, order: file.records.length + order }),
    )
    matching.entries.forEach(([text], at) =>
      rows.push({
        type: "content",
        section: file.sections.length + at,
        content: text,
        order: file.records.length + matching.records.length + at,
      }),
    )
    rows.sort(
      (a, b) =>
        a.section - b.section || (a.type === "content" ? 1 : 0) - (b.type === "content" ? 1 : 0) || a.order - b.order,
    )
  }
  const records = rows.map(({ type, section: sectionIndex, content: text }) => {
    const [page, anchor, lvl2, lvl3, lvl4, lvl5, lvl6] =
      sectionIndex < file.sections.length ? file.sections[sectionIndex] : later[sectionIndex - file.sections.length]
    const [url, lvl0, lvl1, tag, pageRank] = file.pages[page]
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 }
    return {
      hierarchy,
      content: text,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language: file.language,
      docusaurus_tag: tag,
      weight: { pageRank, level: levelWeight[type], position: sectionIndex },
    }
  })
  return assignObjectIDs(records)
}

export function isLocalIndexFile(value: unknown): value is LocalIndexFile {
  const file = value as LocalIndexFile
  return (
    Boolean(file) &&
    file.version === localIndexVersion &&
    typeof file.language === "string" &&
    typeof file.build === "string" &&
    Array.isArray(file.pages) &&
    Array.isArray(file.sections) &&
    Array.isArray(file.records)
  )
}

export function isLocalContentFile(value: unknown): value is LocalContentFile {
  const file = value as LocalContentFile
  return (
    Boolean(file) &&
    file.version === localIndexVersion &&
    typeof file.build === "string" &&
    Array.isArray(file.records) &&
    Array.isArray(file.entries)
  )
}

/**
 * `slug`: the words of a page's address (`tidas-schema-validation`), on its title record only.
 * Addresses are English on every locale, so an English term typed on the Chinese or Japanese
 * site finds the page about it even where its text names it in another language.
 */
export const searchFields = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content", "slug"] as const
/** Title words weigh most, then headings, then paragraph text: DocSearch's attribute order. */
const boosts = { lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 2, lvl6: 2, content: 1, slug: 6 }

function slugWords(url: string): string {
  return (url.split("/").pop() ?? "").replace(/[-_]+/g, " ")
}

/** Latin words of at least this many letters match with one typo, then with two. */
export const typoMinLength = [4, 8] as const

export interface LocalSearchIndex {
  records: SearchRecord[]
  engine: MiniSearch<{ id: number }>
}

function createEngine(records: SearchRecord[]): MiniSearch<{ id: number }> {
  return new MiniSearch<{ id: number }>({
    fields: [...searchFields],
    storeFields: [],
    // Only the field owned by a record is indexed: a content record does not repeat its headings.
    extractField: (doc, field) => {
      const record = records[doc.id]
      if (field === "id") return String(doc.id)
      if (field === "content") return record.type === "content" ? (record.content ?? "") : ""
      if (field === "slug") return record.type === "lvl1" ? slugWords(record.url_without_anchor) : ""
      return record.type === field ? (record.hierarchy[field as keyof Hierarchy] ?? "") : ""
    },
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => queryTerms(text),
      processTerm: (term) => term,
    },
  })
}

export function buildSearchIndex(records: SearchRecord[]): LocalSearchIndex {
  const engine = createEngine(records)
  engine.addAll(records.map((_, id) => ({ id })))
  return { records, engine }
}

/** The same, in chunks that yield to the browser, so indexing the content part never blocks typing. */
export async function buildSearchIndexAsync(records: SearchRecord[]): Promise<LocalSearchIndex> {
  const engine = createEngine(records)
  await engine.addAllAsync(
    records.map((_, id) => ({ id })),
    { chunkSize: 200 },
  )
  return { records, engine }
}

export interface LocalMatch {
  record: SearchRecord
  score: number
}

function rowText(record: SearchRecord): string {
  return normalize([...hierarchyLevels.map((level) => record.hierarchy[level] ?? ""), record.content ?? ""].join(" "))
}

/**
 * All records matching every query term (prefix match for the last Latin word, so results
 * appear while typing; CJK runs must appear as written), best first, filtered by `accept`.
 * `fold` gives another spelling of the query (traditional Chinese as simplified): a record
 * matching either is found, with its better score.
 */
export function searchIndex(
  index: LocalSearchIndex,
  query: string,
  accept: (record: SearchRecord) => boolean,
  fold?: (query: string) => string,
): LocalMatch[] {
  const folded = fold?.(query)
  if (!folded || folded === query) return searchSpelling(index, query, accept)
  const best = new Map<SearchRecord, LocalMatch>()
  for (const match of [...searchSpelling(index, query, accept), ...searchSpelling(index, folded, accept)]) {
    const seen = best.get(match.record)
    if (!seen || seen.score < match.score) best.set(match.record, match)
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.record.weight.position - b.record.weight.position)
}

function searchSpelling(
  index: LocalSearchIndex,
  query: string,
  accept: (record: SearchRecord) => boolean,
): LocalMatch[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const cjkRuns = queryCjkRuns(query)
  // Each term, or for longer English words its stem as a prefix: all terms must match.
  const queries = terms.map((term) => {
    const stem = englishStem(term)
    // Another form of the same word is as good a match as the word itself.
    return stem
      ? {
          combineWith: "OR" as const,
          queries: [term, { queries: [stem], prefix: true, weights: { prefix: 0.9, fuzzy: 0 } }],
        }
      : term
  })
  const results = index.engine.search(
    { combineWith: "AND", queries },
    {
      combineWith: "AND",
      boost: boosts,
      // Latin words match as prefixes while typing; a lone CJK character matches the pairs it starts.
      prefix: (term) => !isCjkTerm(term) || Array.from(term).length === 1,
      // One typo from four letters, two from eight (Algolia's minWordSizefor1Typo and …2Typos).
      fuzzy: (term) =>
        isCjkTerm(term) || term.length < typoMinLength[0] ? false : term.length < typoMinLength[1] ? 1 : 2,
      weights: { fuzzy: 0.3, prefix: 0.6 },
    },
  )
  const latinTerms = terms.filter((term) => !isCjkTerm(term) && term.length >= 3)
  const matches: LocalMatch[] = []
  for (const result of results) {
    const record = index.records[result.id as number]
    if (!accept(record)) continue
    const text = rowText(record)
    if (cjkRuns.length && !cjkRuns.every((run) => text.includes(run))) continue
    // A word found only inside a longer identifier (`validation` in modellingAndValidation, a
    // schema field) weighs less than the word itself.
    const inside = latinTerms.some(
      (term) => text.includes(term) && !new RegExp(`(^|[^\\p{L}\\p{N}])${term}`, "u").test(text),
    )
    // Headings outrank paragraphs that say the same thing: DocSearch's level weight.
    matches.push({ record, score: result.score * (1 + record.weight.level / 200) * (inside ? 0.5 : 1) })
  }
  return matches.sort((a, b) => b.score - a.score || a.record.weight.position - b.record.weight.position)
}
