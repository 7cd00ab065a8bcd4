import type { SearchClient, SearchRequest, SearchResponse } from "../../lib/search/types"

function emptyResponse({ indexName, params = {} }: SearchRequest): SearchResponse {
  const hitsPerPage = params.hitsPerPage ?? 20
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: "",
    params: "",
    index: indexName,
  }
}

/**
 * InstantSearch searches as soon as it starts, query or not. An empty query has no results
 * worth fetching: answering it here keeps the local index (or an Algolia request) for when
 * the reader actually searches.
 */
export function skipEmptyQueries(client: SearchClient): SearchClient {
  return {
    search(requests) {
      if (requests.every((request) => !request.params?.query?.trim()))
        return Promise.resolve({ results: requests.map(emptyResponse) })
      return client.search(requests)
    },
    subscribe: client.subscribe ? (listener) => client.subscribe!(listener) : undefined,
  }
}
