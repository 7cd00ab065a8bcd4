import React, { useEffect, useRef } from "react"
import { useHits } from "react-instantsearch-core"
import { useTranslation } from "react-i18next"
import type { SearchClient } from "../../lib/search/types"
import ErrorState from "./ErrorState"
import Pagination from "./Pagination"
import ResultGroups from "./ResultGroups"
import type { PageHit } from "./ResultItem"
import { screenOf } from "./screen-state"
import { useControlledSearch } from "./useControlledSearch"
import * as styles from "./styles.module.css"

interface ResultsScreenProps {
  client: SearchClient
  query: string
  page: number
  onPageChange: (page: number) => void
}

/** Inside InstantSearch: the count (announced politely), then the results, an error or nothing. */
export default function ResultsScreen({ client, query, page, onPageChange }: ResultsScreenProps) {
  const { t } = useTranslation()
  const { status, results, refresh, pagination } = useControlledSearch(client, query, page)
  // Highlight tags come as set in <Configure>; SearchHighlight renders them as text.
  const { items } = useHits({ escapeHTML: false })
  const screen = screenOf({ query, status, results })
  const top = useRef<HTMLParagraphElement>(null)

  // A page number past the end (an old or edited link) shows the last page instead.
  const nbPages = results?.nbPages ?? 0
  const outOfRange = screen === "results" && nbPages > 0 && page > nbPages
  useEffect(() => {
    if (outOfRange) onPageChange(nbPages)
  }, [outOfRange, nbPages, onPageChange])

  // The new page starts above the buttons: take the reader (and the focus, so Tab continues
  // with the first new hit and screen readers say where they are) to the count line.
  const changePage = (next: number) => {
    onPageChange(next)
    top.current?.focus({ preventScroll: true })
    top.current?.scrollIntoView?.({ block: "nearest" })
  }

  const statusText = screen === "loading" ? t("search.loading") : screen === "noResults" ? t("search.page.noResults") : screen === "results" ? t("search.page.count", { count: results.nbHits }) : ""
  return (
    <div className={styles.results}>
      <p ref={top} className={styles.status} role="status" tabIndex={-1}>
        {statusText}
      </p>
      {screen === "error" && <ErrorState onRetry={refresh} />}
      {screen === "results" && (
        <>
          <ResultGroups hits={items as unknown as PageHit[]} />
          <Pagination page={pagination.currentRefinement + 1} total={pagination.nbPages} onChange={changePage} />
        </>
      )}
    </div>
  )
}
