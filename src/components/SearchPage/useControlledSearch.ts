import { useEffect } from "react"
import { useInstantSearch, usePagination, useSearchBox } from "react-instantsearch-core"
import type { SearchClient } from "../../lib/search/types"

/**
 * Makes InstantSearch follow the page's own state (the query and page in the address), which
 * exists before InstantSearch does. The search box and pagination widgets are mounted here so
 * that `query` and `page` are part of the UI state; both change in one step, one search.
 */
export function useControlledSearch(client: SearchClient, query: string, page: number) {
  const search = useInstantSearch({ catchError: true })
  const { indexUiState, setIndexUiState, refresh } = search
  useSearchBox()
  const pagination = usePagination()

  useEffect(() => {
    if ((indexUiState.query ?? "") === query && (indexUiState.page ?? 1) === page) return
    setIndexUiState((previous) => ({ ...previous, query, page: page > 1 ? page : undefined }))
    // Only a change of the page's state calls for a new search; the UI state follows it.
  }, [query, page])

  // The local index answers from headings first; once its content part arrives, search again.
  useEffect(() => client.subscribe?.(refresh), [client, refresh])

  return { ...search, pagination }
}
