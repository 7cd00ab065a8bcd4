import React from "react"
import { useTranslation } from "react-i18next"
import { useLazyComponent, type Loader } from "../LazyPart/useLazyComponent"
import ErrorState from "./ErrorState"
import type { InstantResultsProps } from "./InstantResults"
import { useSearchClient } from "./useSearchClient"
import * as styles from "./styles.module.css"

// InstantSearch is most of the page's code; it comes with the first query, not with the page
// (issue 8: search code loads only when used).
const loadInstantResults: Loader<InstantResultsProps> = () => import(/* webpackChunkName: "search-results" */ "./InstantResults")

type SearchResultsProps = Omit<InstantResultsProps, "client">

/** Mounted at the first query: loads the client and the results code side by side. */
export default function SearchResults(props: SearchResultsProps) {
  const { t } = useTranslation()
  const client = useSearchClient()
  const code = useLazyComponent(loadInstantResults)
  const searching = props.query.trim() !== ""

  if (client.state.status === "error" || code.state.status === "error") {
    const retry = () => {
      if (client.state.status === "error") client.retry()
      if (code.state.status === "error") code.retry()
    }
    return searching ? <ErrorState onRetry={retry} /> : null
  }
  if (client.state.status === "loading" || code.state.status === "loading") {
    return searching ? (
      <p className={styles.status} role="status">
        {t("search.loading")}
      </p>
    ) : null
  }
  const Results = code.state.Component
  return <Results client={client.state.client} {...props} />
}
