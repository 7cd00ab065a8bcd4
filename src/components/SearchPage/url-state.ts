// The search page keeps its state in the address (?q=…&page=…), so a search can be shared and
// reloaded. The address is untrusted input: URLSearchParams decodes it without ever throwing
// (bad percent-encoding stays as text), and the query is cut to the length Algolia accepts.

/** Algolia's limit on the query (https://www.algolia.com/doc/api-reference/api-parameters/query/). */
export const maxQueryLength = 512

/** Beyond this page a link is garbage, not a search: Algolia stops at 1,000 hits anyway. */
const maxPage = 1000

export interface SearchPageState {
  query: string
  /** 1-based, as readers count. */
  page: number
  /** The query was longer than maxQueryLength and has been cut. */
  truncated: boolean
}

export function cutQuery(value: string): Pick<SearchPageState, "query" | "truncated"> {
  if (value.length <= maxQueryLength) return { query: value, truncated: false }
  const cut = value.slice(0, maxQueryLength)
  // Half a surrogate pair is not text: encoding it for the URL or a request would fail.
  return { query: /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut, truncated: true }
}

export function readSearchState(search: string): SearchPageState {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page"))
  return { ...cutQuery(params.get("q") ?? ""), page: Number.isInteger(page) && page > 1 ? Math.min(page, maxPage) : 1 }
}

/** `href` with q and page replaced (removed when empty or 1); other parameters and the hash stay. */
export function searchStateHref(href: string, { query, page }: Pick<SearchPageState, "query" | "page">): string {
  const url = new URL(href)
  if (query) url.searchParams.set("q", query)
  else url.searchParams.delete("q")
  if (query && page > 1) url.searchParams.set("page", String(page))
  else url.searchParams.delete("page")
  return `${url.pathname}${url.search}${url.hash}`
}
