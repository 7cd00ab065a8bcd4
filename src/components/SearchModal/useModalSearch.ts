import { useEffect, useRef, useState } from "react"
import { searchConfig } from "../../config/search"
import { contextFacetFilters, getSearchClient } from "../../lib/search/client"
import type { SearchParams, SearchResponse } from "../../lib/search/types"

/** Spec: a search still running after 300 ms shows the loading indicator. */
export const stallDelayMs = 300

export interface ModalSearchState {
  /** The newest response, kept while the next query runs so the list does not flicker. */
  response: SearchResponse | null
  /** The query `response` answers. */
  responseQuery: string
  loading: boolean
  stalled: boolean
  error: boolean
}

const idle: ModalSearchState = { response: null, responseQuery: "", loading: false, stalled: false, error: false }

function snippetWords(): number {
  return typeof window.matchMedia === "function" && window.matchMedia("(max-width: 768px)").matches ? 5 : 10
}

export function searchParams(query: string, facetFilters: SearchParams["facetFilters"]): SearchParams {
  const words = snippetWords()
  return {
    query,
    hitsPerPage: 20,
    facetFilters,
    attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
    attributesToSnippet: [
      ...["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"].map((level) => `hierarchy.${level}:${words}`),
      `content:${words}`,
    ],
    snippetEllipsisText: "…",
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    clickAnalytics: Boolean(searchConfig.algolia?.insights),
  }
}

/** Searches as the query changes; answers to older queries never replace newer ones. */
export function useModalSearch(
  query: string,
  locale: string,
  version: string,
): ModalSearchState & { retry: () => void } {
  const [state, setState] = useState<ModalSearchState>(idle)
  const [attempt, setAttempt] = useState(0)
  const latestRequest = useRef(0)

  // The local index answers from headings first; when the paragraphs arrive, search again.
  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    getSearchClient().then(
      (client) => {
        if (active) unsubscribe = client.subscribe?.(() => setAttempt((n) => n + 1))
      },
      () => undefined,
    )
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [])

  useEffect(() => {
    const request = ++latestRequest.current
    if (!query.trim()) {
      setState(idle)
      return undefined
    }
    const current = () => request === latestRequest.current
    setState((previous) => ({ ...previous, loading: true, error: false }))
    const stallTimer = setTimeout(
      () => current() && setState((previous) => ({ ...previous, stalled: true })),
      stallDelayMs,
    )
    getSearchClient()
      .then((client) =>
        client.search([
          { indexName: searchConfig.indexName, params: searchParams(query, contextFacetFilters(locale, version)) },
        ]),
      )
      .then(({ results }) => {
        if (current())
          setState({ response: results[0], responseQuery: query, loading: false, stalled: false, error: false })
      })
      .catch(() => current() && setState({ ...idle, error: true }))
      .finally(() => clearTimeout(stallTimer))
    return () => clearTimeout(stallTimer)
  }, [query, locale, version, attempt])

  // A retry also lets the client fetch again a part of the index that failed to load.
  const retry = () => {
    void getSearchClient().then(
      (client) => client.retryParts?.(),
      () => undefined,
    )
    setAttempt((n) => n + 1)
  }
  return { ...state, retry }
}

export type Screen = "start" | "loading" | "error" | "noResults" | "results"

export function screenOf(query: string, state: ModalSearchState): Screen {
  if (!query.trim()) return "start"
  if (state.error) return "error"
  if (!state.response) return "loading"
  // An earlier 'no results' must not stand for a query that has not been answered yet.
  if (state.response.nbHits === 0 || state.response.hits.length === 0)
    return state.responseQuery === query ? "noResults" : "loading"
  return "results"
}
