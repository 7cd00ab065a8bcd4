import React, { useMemo } from "react"
import { Configure, InstantSearch, type InstantSearchProps } from "react-instantsearch-core"
import { searchConfig } from "../../config/search"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { contextFacetFilters } from "../../lib/search/client"
import { highlightPostTag, highlightPreTag } from "../../lib/search/highlight"
import type { SearchClient } from "../../lib/search/types"
import ResultsScreen from "./ResultsScreen"

export const hitsPerPage = 20

export interface InstantResultsProps {
  client: SearchClient
  query: string
  page: number
  onPageChange: (page: number) => void
  /** Docs version whose pages are searched (with the blog). */
  version: string
}

/** InstantSearch on a loaded client; the page's state drives the search. A chunk of its own. */
export default function InstantResults({ client, query, page, onPageChange, version }: InstantResultsProps) {
  const locale = useLocale()
  const facetFilters = useMemo(() => contextFacetFilters(locale, version), [locale, version])
  return (
    <InstantSearch
      // Our client speaks the multi-query API InstantSearch needs; its types are stricter.
      searchClient={client as unknown as InstantSearchProps["searchClient"]}
      indexName={searchConfig.indexName}
      initialUiState={{ [searchConfig.indexName]: { query, page: page > 1 ? page : undefined } }}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={hitsPerPage}
        facetFilters={facetFilters}
        attributesToSnippet={["content:20"]}
        highlightPreTag={highlightPreTag}
        highlightPostTag={highlightPostTag}
        snippetEllipsisText="…"
        clickAnalytics={Boolean(searchConfig.algolia?.insights)}
      />
      <ResultsScreen client={client} query={query} page={page} onPageChange={onPageChange} />
    </InstantSearch>
  )
}
