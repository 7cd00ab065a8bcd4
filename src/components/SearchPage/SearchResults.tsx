import React, { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLazyComponent, type Loader } from "../LazyPart/useLazyComponent"
import ErrorState from "./ErrorState"
import type { InstantResultsProps } from "./InstantResults"
import { statusId } from "./SearchLayout"
import { useSearchClient } from "./useSearchClient"
import type { SearchClient } from "../../lib/search/types"
import * as styles from "./styles.module.css"

// InstantSearch and its widgets are most of the page's code; they come with the first query,
// not with the page: a visit that never searches fetches no search code.
const loadInstantResults: Loader<InstantResultsProps> = () =>
  import(/* webpackChunkName: "search-results" */ "./InstantResults")

export interface LoadedSearch {
  Results: React.ComponentType<InstantResultsProps>
  client: SearchClient
}

interface SearchResultsProps {
  /** The stand-in field holds a query: say what is happening. */
  searching: boolean
  onReady: (search: LoadedSearch) => void
}

/**
 * Mounted below the stand-in field at the first query: loads the client and the widgets side by
 * side, showing the loading line or the error state meanwhile, and hands them to the page.
 */
export default function SearchResults({ searching, onReady }: SearchResultsProps) {
  const { t } = useTranslation()
  const client = useSearchClient()
  const code = useLazyComponent(loadInstantResults)
  const Results = code.state.status === "ready" ? code.state.Component : null
  const ready = client.state.status === "ready" ? client.state.client : null
  useEffect(() => {
    if (Results && ready) onReady({ Results, client: ready })
  }, [Results, ready, onReady])

  if (!searching) return null
  if (client.state.status === "error" || code.state.status === "error") {
    const retry = () => {
      if (client.state.status === "error") client.retry()
      if (code.state.status === "error") code.retry()
    }
    return <ErrorState onRetry={retry} />
  }
  return (
    <p id={statusId} className={styles.status} role="status">
      {t("search.loading")}
    </p>
  )
}
