// The search client the widgets use. Which implementation answers is decided at build time
// (src/config/search.ts); both are loaded on first use only, so pages that never search never
// download search code or the index.
import { withPrefix } from "gatsby"
import { searchConfig } from "../../config/search"
import { docsTag } from "./page-meta"
import { sanitizeQuery } from "./query"
import type { SearchClient, SearchRequest } from "./types"

/** Algolia's own query limit; the local client keeps the same. */
const maxQueryLength = 512

/**
 * Every query is made well-formed and clamped before a backend sees it: a lone surrogate would
 * make the encoding throw, and the reader would be told the network failed.
 */
export function withSanitizedQueries(client: SearchClient): SearchClient {
  const clean = (requests: SearchRequest[]) =>
    requests.map((request) =>
      typeof request.params?.query === "string"
        ? { ...request, params: { ...request.params, query: sanitizeQuery(request.params.query, maxQueryLength) } }
        : request,
    )
  return { ...client, search: (requests) => client.search(clean(requests)) }
}

let pending: Promise<SearchClient> | null = null

async function createClient(): Promise<SearchClient> {
  const algolia = searchConfig.algolia
  if (algolia) {
    const { createAlgoliaClient } = await import(/* webpackChunkName: "search-algolia" */ "./algolia-client")
    return withSanitizedQueries(createAlgoliaClient(algolia))
  }
  const { createLocalClient } = await import(/* webpackChunkName: "search-local" */ "./local-client")
  return withSanitizedQueries(
    createLocalClient({ indexUrl: (language, part) => withPrefix(localIndexPath(language, part)) }),
  )
}

/** Resolves once the client code has loaded. A failed load is forgotten so a retry starts over. */
export function getSearchClient(): Promise<SearchClient> {
  if (!pending) {
    pending = createClient().catch((error: unknown) => {
      pending = null
      throw error
    })
  }
  return pending
}

/** Where the build writes a locale's local index files (without the deployment prefix). */
export function localIndexPath(language: string, part: "headings" | "content" = "headings"): string {
  return part === "headings" ? `/search-index/${language}.json` : `/search-index/${language}.content.json`
}

/** Contextual search: the reader's locale, and the docs version they are reading (or the latest). */
export function contextFacetFilters(language: string, version: string): Array<string | string[]> {
  if (!searchConfig.contextualSearch) return []
  return [`language:${language}`, ["docusaurus_tag:default", `docusaurus_tag:${docsTag(version)}`]]
}
