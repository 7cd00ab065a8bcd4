import React, { useMemo } from "react"
import { Configure, InstantSearch, type InstantSearchProps } from "react-instantsearch-core"
import { searchConfig } from "../../config/search"
import { useLocale } from "../../i18n/LocaleContext"
import { contextFacetFilters } from "../../lib/search/client"
import { highlightPostTag, highlightPreTag } from "../../lib/search/highlight"
import ErrorState from "./ErrorState"
import ResultsScreen from "./ResultsScreen"
import { useSearchClient } from "./useSearchClient"
import * as styles from "./styles.module.css"

export const hitsPerPage = 20

interface SearchResultsProps {
  query: string
  page: number
  onPageChange: (page: number) => void
  /** Docs version whose pages are searched (with the blog). */
  version: string
}

/** Loads the search client, then runs InstantSearch on it; the page's state drives the search. */
export default function SearchResults({ query, page, onPageChange, version }: SearchResultsProps) {
  const { locale, t } = useLocale()
  const { state, retry } = useSearchClient()
  const facetFilters = useMemo(() => contextFacetFilters(locale, version), [locale, version])
  const searching = query.trim() !== ""

  if (state.status === "error") return searching ? <ErrorState onRetry={retry} /> : null
  if (state.status === "loading") {
    return searching ? (
      <p className={styles.status} role="status">
        {t("search.loading")}
      </p>
    ) : null
  }
  return (
    <InstantSearch
      // Our client speaks the multi-query API InstantSearch needs; its types are stricter.
      searchClient={state.client as unknown as InstantSearchProps["searchClient"]}
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
      <ResultsScreen client={state.client} query={query} page={page} onPageChange={onPageChange} />
    </InstantSearch>
  )
}
