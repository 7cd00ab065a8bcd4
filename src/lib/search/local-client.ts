// The local search backend: answers Algolia's multi-query calls from the static per-locale
// index written by the build, with Algolia-shaped responses. The index for a language is
// fetched once, when it is first searched; a failed fetch is reported as an error and retried
// on the next search.
import { defaultLocale } from "../../config/locales"
import { highlightValue, snippetValue } from "./highlight-result"
import { sanitizeQuery, wellFormed } from "./query"
import {
  buildSearchIndex,
  buildSearchIndexAsync,
  isLocalContentFile,
  isLocalIndexFile,
  searchIndex,
  unpackRecords,
  type LocalIndexFile,
  type LocalSearchIndex,
} from "./local-index"
import {
  hierarchyLevels,
  type HighlightValue,
  type HierarchyLevel,
  type SearchClient,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from "./types"

export interface LocalClientOptions {
  /** URL of a language's headings or content file. */
  indexUrl: (language: string, part: "headings" | "content") => string
  fetch?: typeof fetch
  now?: () => number
}

/** Algolia's own limit: longer queries are cut, never rejected. */
export const maxQueryLength = 512

export class LocalIndexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "LocalIndexError"
  }
}

function facetValue(record: SearchRecord, attribute: string): string | null {
  if (attribute === "language") return record.language
  if (attribute === "docusaurus_tag") return record.docusaurus_tag
  if (attribute === "type") return record.type
  if (attribute.startsWith("hierarchy.")) return record.hierarchy[attribute.slice(10) as HierarchyLevel] ?? null
  return null
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negate = filter.startsWith("-")
  const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(":")
  const equal = facetValue(record, attribute) === rest.join(":")
  return negate ? !equal : equal
}

/** Algolia facetFilters: top-level entries are ANDed, entries of a nested array ORed. */
export function matchesFacetFilters(record: SearchRecord, filters: SearchParams["facetFilters"]): boolean {
  return (filters ?? []).every((filter) =>
    Array.isArray(filter) ? filter.some((f) => matchesFilter(record, f)) : matchesFilter(record, filter),
  )
}

function languageOf(filters: SearchParams["facetFilters"]): string {
  for (const filter of (filters ?? []).flat()) if (filter.startsWith("language:")) return filter.slice(9)
  return defaultLocale
}

function snippetSpec(attributes: string[] | undefined): Map<string, number> {
  const spec = new Map<string, number>()
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(":")
    spec.set(name, Number(count) || 10)
  }
  return spec
}

function randomQueryID(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto?.getRandomValues?.(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

export function toHit(record: SearchRecord, query: string, params: SearchParams): SearchHit {
  const hierarchy: Partial<Record<HierarchyLevel, HighlightValue>> = {}
  const snippetHierarchy: Partial<Record<HierarchyLevel, HighlightValue>> = {}
  const snippets = snippetSpec(params.attributesToSnippet)
  const ellipsis = params.snippetEllipsisText ?? "…"
  for (const level of hierarchyLevels) {
    const value = record.hierarchy[level]
    if (value === null) continue
    hierarchy[level] = highlightValue(value, query)
    const words = snippets.get(`hierarchy.${level}`) ?? snippets.get("hierarchy")
    if (words) snippetHierarchy[level] = snippetValue(value, query, words, ellipsis)
  }
  const hit: SearchHit = { ...record, _highlightResult: { hierarchy } }
  if (record.content !== null) hit._highlightResult!.content = highlightValue(record.content, query)
  const contentWords = snippets.get("content")
  hit._snippetResult = { hierarchy: snippetHierarchy }
  if (contentWords && record.content !== null)
    hit._snippetResult.content = snippetValue(record.content, query, contentWords, ellipsis)
  return hit
}

function encodeParams(params: SearchParams): string {
  return (
    Object.entries(params)
      // JSON.stringify escapes lone surrogates itself; plain strings are made well-formed first.
      .map(
        ([key, value]) =>
          `${encodeURIComponent(key)}=${encodeURIComponent(wellFormed(typeof value === "string" ? value : JSON.stringify(value)))}`,
      )
      .join("&")
  )
}

/** `fold`: another spelling of the query to search as well (traditional Chinese as simplified). */
export function answer(
  index: LocalSearchIndex,
  indexName: string,
  params: SearchParams = {},
  fold?: (query: string) => string,
): SearchResponse {
  const started = Date.now()
  const query = sanitizeQuery(params.query ?? "", maxQueryLength)
  const hitsPerPage = Math.max(0, Math.min(params.hitsPerPage ?? 20, 1000))
  const page = Math.max(0, params.page ?? 0)
  let matches = query.trim()
    ? searchIndex(index, query, (record) => matchesFacetFilters(record, params.facetFilters), fold)
    : []
  if (params.distinct !== false && params.distinct !== 0) {
    const seen = new Set<string>()
    matches = matches.filter(({ record }) => (seen.has(record.url) ? false : (seen.add(record.url), true)))
  }
  const pageMatches = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
  return {
    hits: pageMatches.map(({ record }) => toHit(record, query, params)),
    nbHits: matches.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(matches.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: encodeParams(params),
    index: indexName,
    ...(params.clickAnalytics ? { queryID: randomQueryID() } : {}),
  }
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new LocalIndexError(`The search index ${url} could not be loaded (HTTP ${response.status}).`)
  try {
    return await response.json()
  } catch {
    throw new LocalIndexError(`The search index ${url} is not valid JSON.`)
  }
}

interface LanguageIndex {
  headings: Promise<{ file: LocalIndexFile; index: LocalSearchIndex }>
  full: LocalSearchIndex | null
  content: Promise<void> | null
  /** When the paragraphs part last failed to load (answers then cover headings only, and say so). */
  contentFailedAt: number | null
}

/** After the paragraphs part failed, searches wait this long before fetching it again (or retryParts). */
export const contentRetryMs = 10_000

const hanPattern = /\p{Script=Han}/u

export function createLocalClient({ indexUrl, fetch: fetchImpl, now = Date.now }: LocalClientOptions): SearchClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const languages = new Map<string, LanguageIndex>()
  const listeners = new Set<() => void>()
  // The traditional-to-simplified table, fetched beside the index by the first query with Han
  // characters; without it (a failed load) queries are searched as typed.
  let folding: Promise<((text: string) => string) | undefined> | null = null
  const loadFolding = () =>
    (folding ??= import(/* webpackChunkName: "search-chinese" */ "./chinese").then(
      (module) => module.toSimplified,
      () => {
        folding = null
        return undefined
      },
    ))

  const languageIndex = (language: string): LanguageIndex => {
    let entry = languages.get(language)
    if (!entry) {
      const url = indexUrl(language, "headings")
      const headings = fetchJson(url, doFetch).then((file) => {
        if (!isLocalIndexFile(file)) throw new LocalIndexError(`The search index ${url} has an unknown format.`)
        return { file, index: buildSearchIndex(unpackRecords(file)) }
      })
      entry = { headings, full: null, content: null, contentFailedAt: null }
      const created = entry
      // A failed load is forgotten, so the next search tries again.
      headings.catch(() => languages.delete(language))
      languages.set(language, created)
    }
    return entry
  }

  const loadContent = (entry: LanguageIndex, language: string, file: LocalIndexFile) => {
    if (entry.full || entry.content) return
    // Not again at once: the failure is reported by a new search, which must not refetch.
    if (entry.contentFailedAt !== null && now() - entry.contentFailedAt < contentRetryMs) return
    const url = indexUrl(language, "content")
    entry.content = fetchJson(url, doFetch)
      .then(async (content) => {
        if (!isLocalContentFile(content) || content.build !== file.build)
          throw new LocalIndexError(`The search index ${url} does not match its headings file.`)
        entry.full = await buildSearchIndexAsync(unpackRecords(file, content))
        entry.contentFailedAt = null
        for (const listener of listeners) listener()
      })
      .catch(() => {
        // Headings still answer, marked contentUnavailable. Listeners search again, so widgets
        // showing the answer learn it is partial; a later search (or retryParts) fetches again.
        entry.content = null
        entry.contentFailedAt = now()
        for (const listener of listeners) listener()
      })
  }

  return {
    async search(requests: SearchRequest[]) {
      const results = await Promise.all(
        requests.map(async ({ indexName, params = {} }) => {
          const language = languageOf(params.facetFilters)
          const entry = languageIndex(language)
          const fold = hanPattern.test(params.query ?? "") ? loadFolding() : undefined
          const { file, index } = await entry.headings
          loadContent(entry, language, file)
          const response = answer(entry.full ?? index, indexName, params, await fold)
          if (entry.full) return response
          if (entry.contentFailedAt !== null) return { ...response, exhaustiveNbHits: false, contentUnavailable: true }
          return entry.content
            ? { ...response, exhaustiveNbHits: false, contentPending: true }
            : { ...response, exhaustiveNbHits: false }
        }),
      )
      return { results }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    retryParts() {
      for (const entry of languages.values()) entry.contentFailedAt = null
    },
  }
}
