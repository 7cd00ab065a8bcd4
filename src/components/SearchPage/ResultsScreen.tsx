import React, { useEffect, useLayoutEffect, useRef, useState } from "react"
import { Pagination, SearchBox, Stats, useHits, useInstantSearch } from "react-instantsearch"
import { useTranslation } from "react-i18next"
import type { SearchClient } from "../../lib/search/types"
import ErrorState from "./ErrorState"
import { takeOverField } from "./focus-handoff"
import HeadingsOnlyNotice from "./HeadingsOnlyNotice"
import ResultGroups from "./ResultGroups"
import type { PageHit } from "./ResultItem"
import { screenOf } from "./screen-state"
import SearchLayout, { inputId, labelId, statusId } from "./SearchLayout"
import type { SearchPageState } from "./url-state"
import * as styles from "./styles.module.css"

interface ResultsScreenProps {
  client: SearchClient
  address: Pick<SearchPageState, "query" | "truncated">
  /** The widgets are in the document (InstantSearch renders nothing until it has started). */
  onShown: () => void
}

/** The count line takes the reader (and the focus, so Tab goes on to the first hit) to the results. */
function focusCount() {
  const line = document.getElementById(statusId)
  line?.focus({ preventScroll: true })
  line?.scrollIntoView?.({ block: "nearest" })
}

/**
 * Inside InstantSearch: the page with its widgets. The search box, the count (Stats, whose
 * announcement region tells screen readers), highlighting and pagination are InstantSearch's;
 * the hits are grouped under their top-level headings by our own markup, which no widget gives.
 */
export default function ResultsScreen({ client, address, onShown }: ResultsScreenProps) {
  const { t } = useTranslation()
  const { status, results, indexUiState, setIndexUiState, refresh } = useInstantSearch({ catchError: true })
  // Highlight tags come as set in <Configure>; the Highlight and Snippet widgets render them as text.
  const { items } = useHits<PageHit>({ escapeHTML: false })
  const query = indexUiState.query ?? ""
  const screen = screenOf({ query, status, results })

  // The local index answers from headings first; once its content part arrives, search again.
  useEffect(() => client.subscribe?.(refresh), [client, refresh])

  // A page number past the end (an old or edited link) shows the last page instead. Only a whole
  // answer knows where the end is: the local index's first one, from its titles part (`partial`),
  // has a page or two where the whole one may have 14, so `?q=…&page=5` waits for the whole one.
  // An answer without the paragraphs part, which failed to load, is all there is until a retry.
  const nbPages = results?.nbPages ?? 0
  const outOfRange = screen === "results" && nbPages > 0 && (indexUiState.page ?? 1) > nbPages
  useEffect(() => {
    if (outOfRange) setIndexUiState((previous) => ({ ...previous, page: nbPages }))
  }, [outOfRange, nbPages, setIndexUiState])

  // The widgets are in, beside the page's stand-in. Once they show what was typed there (a key
  // may have come after InstantSearch read the address), the widget's field takes over the focus
  // and the caret, and the page removes the stand-in, before anything is painted. To catch up, the
  // query is set and the search box mounted afresh: it reads the query only when it mounts or
  // while it is not focused.
  const form = useRef<HTMLFormElement>(null)
  const shown = useRef(false)
  const caughtUp = useRef<string | null>(null)
  const [fieldKey, setFieldKey] = useState(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render until the widgets show what was typed
  useLayoutEffect(() => {
    if (shown.current) return
    if (address.query !== query || form.current?.querySelector("input")?.value !== address.query) {
      if (caughtUp.current === address.query) return
      caughtUp.current = address.query
      setIndexUiState((previous) => ({ ...previous, query: address.query, page: undefined }))
      setFieldKey((key) => key + 1)
      return
    }
    shown.current = true
    takeOverField(form.current?.querySelector("input"), inputId)
    onShown()
  })

  // A partial answer's count would read as the total: the line says more is coming instead, and
  // the page's count comes (and is announced) with the whole answer.
  const count = {
    empty: "",
    error: "",
    loading: t("search.loading"),
    noResults: t("searchPage.noResults"),
    partial: t("searchPage.loadingMore"),
    results: t("searchPage.count", { count: results?.nbHits ?? 0 }),
  }[screen]
  const headingsOnly =
    (screen === "results" || screen === "noResults") &&
    Boolean((results as { contentUnavailable?: boolean }).contentUnavailable)
  const retryParts = () => {
    client.retryParts?.()
    refresh()
  }
  return (
    <SearchLayout
      query={query}
      truncated={address.truncated && query === address.query}
      field={
        <SearchBox
          key={fieldKey}
          formRef={form}
          // Its buttons and spinner are hidden by the page's styles (the field alone is shown, as before it loaded).
          classNames={{ input: styles.input }}
          placeholder={t("search.placeholder")}
          // aria-labelledby names the field by its visible label (the widget's own aria-label is English).
          inputProps={{ id: inputId, "aria-labelledby": labelId, name: "q", enterKeyHint: "search" }}
          translations={{ submitButtonTitle: t("search.button.label"), resetButtonTitle: t("search.reset") }}
          // Results follow the typing; Enter (which makes the widget leave the field) goes to them.
          onSubmit={() => query.trim() && focusCount()}
        />
      }
    >
      <Stats
        id={statusId}
        tabIndex={-1}
        className={count ? styles.status : undefined}
        translations={{ rootElementText: () => count, announcementText: () => count }}
      />
      {screen === "error" && <ErrorState onRetry={refresh} />}
      {headingsOnly && <HeadingsOnlyNotice onRetry={retryParts} />}
      {(screen === "results" || screen === "partial") && (
        <ResultGroups hits={items} busy={screen === "partial" || status === "loading" || status === "stalled"} />
      )}
      {/* Always mounted, as is every widget here: InstantSearch keeps only the state of mounted
          widgets, so a page number from the address would be lost while one page of results, or
          none, is shown. Hidden when there is nothing to page through, and while the answer is
          partial: its page count is not the query's. The links refine and cancel their
          navigation before the click gets to the nav. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- sees the clicks of the pagination's links, which the keyboard also clicks */}
      <nav
        aria-label={t("searchPage.pagination")}
        hidden={screen !== "results" || nbPages <= 1}
        onClick={(event) => event.defaultPrevented && (event.target as Element).closest("a") && focusCount()}
      >
        <Pagination
          showFirst={false}
          showLast={false}
          padding={0}
          translations={{
            previousPageItemText: t("searchPage.previous"),
            nextPageItemText: t("searchPage.next"),
            pageItemText: ({ currentPage, nbPages: total }) => t("searchPage.pageOf", { page: currentPage, total }),
            pageItemAriaLabel: ({ currentPage, nbPages: total }) =>
              t("searchPage.pageOf", { page: currentPage, total }),
            // The text names the links; an aria-label would also go on a disabled item's <span>, where ARIA forbids it.
            previousPageItemAriaLabel: undefined,
            nextPageItemAriaLabel: undefined,
          }}
        />
      </nav>
    </SearchLayout>
  )
}
