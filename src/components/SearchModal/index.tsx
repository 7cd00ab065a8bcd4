import React, { useEffect, useId, useMemo, useRef } from "react"
import { searchConfig } from "../../config/search"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { useLockBodyScroll } from "../../hooks/useLockBodyScroll"
import { useTrapFocus } from "../../hooks/useTrapFocus"
import { insights } from "../../lib/search/insights"
import SearchOverlay from "../SearchOverlay"
import type { StoredHit } from "../../lib/search/stored-searches"
import ErrorScreen from "./ErrorScreen"
import Footer from "./Footer"
import { groupHits } from "../../lib/search/group-hits"
import NoResults from "./NoResults"
import { openHit, type OpenMode } from "./open-hit"
import ResultsList from "./ResultsList"
import SearchForm from "./SearchForm"
import StartScreen from "./StartScreen"
import { useActiveItem } from "./useActiveItem"
import { screenOf, useModalSearch } from "./useModalSearch"
import { useSearchHistory } from "./useSearchHistory"
import * as styles from "./styles.module.css"
import { isModifiedClick } from "../../lib/clicks"

export interface SearchModalProps {
  /** Kept by the navbar button between openings. */
  query: string
  onQueryChange: (query: string) => void
  onClose: () => void
  /** Docs version searched besides the blog: the page's, or the latest. */
  version: string
}

/** DocSearch-style search dialog: input, then recent searches, results or a message, then the footer. */
export default function SearchModal({ query, onQueryChange, onClose, version }: SearchModalProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listboxId = useId()
  useTrapFocus(panelRef, true)
  // Focus from an effect rather than the autoFocus attribute, which browsers ignore when the
  // page already has focus (on the button that opened the modal, say).
  useEffect(() => inputRef.current?.focus(), [])
  useLockBodyScroll(true)
  const search = useModalSearch(query, locale, version)
  const history = useSearchHistory()
  const screen = screenOf(query, search)
  const groups = useMemo(
    () =>
      screen === "results" && search.response ? groupHits(search.response.hits, searchConfig.maxResultsPerGroup) : [],
    [screen, search.response],
  )
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups])
  // What the arrow keys move through: the results, or on the start screen the stored searches.
  const choices: Array<{ key: string; hit: StoredHit; position?: number }> = useMemo(
    () =>
      screen === "results"
        ? items.map(({ hit, position }) => ({ key: hit.objectID, hit, position }))
        : screen === "start"
          ? history.items
          : [],
    [screen, items, history.items],
  )
  const optionId = (index: number) => `${listboxId}-option-${index}`
  // On the start screen, a grid for each list that has items; the combobox controls them all.
  const storedListId = (list: "recent" | "favorites") => `${listboxId}-${list}`
  const popupIds =
    screen === "results"
      ? listboxId
      : screen === "start"
        ? (["recent", "favorites"] as const)
            .filter((list) => history[list].length > 0)
            .map(storedListId)
            .join(" ")
        : ""
  useEffect(() => {
    if (items.length) insights.view(items.map((item) => item.hit.objectID))
  }, [items])
  // A keystroke whose answer repeats the shown hits changes no items, and must still restart the wait.
  useEffect(() => insights.typed(), [query])

  const remember = (hit: StoredHit, position?: number) => {
    history.choose(hit)
    if (position !== undefined) insights.click({ queryID: search.response?.queryID, objectID: hit.objectID, position })
  }
  // Spec: choosing a result closes the modal; a new tab or window leaves it open behind.
  const choose = (hit: StoredHit, mode: OpenMode, position?: number) => {
    remember(hit, position)
    if (mode === "same") onClose()
    openHit(hit.url, mode)
  }
  const { active, setActive, onKeyDown } = useActiveItem(choices, search.responseQuery, optionId, (choice, mode) =>
    choose(choice.hit, mode, choice.position),
  )
  const onLinkClick = (hit: StoredHit, event: React.MouseEvent<HTMLAnchorElement>, position?: number) => {
    if (isModifiedClick(event)) {
      remember(hit, position)
      return
    }
    event.preventDefault()
    choose(hit, "same", position)
  }

  const body = {
    start: () => (
      <StartScreen
        history={history}
        listId={storedListId}
        activeIndex={active}
        optionId={optionId}
        onActivate={setActive}
        onItemClick={(hit, event) => onLinkClick(hit, event)}
        onEmptied={() => inputRef.current?.focus()}
      />
    ),
    loading: () => null,
    error: () => <ErrorScreen onRetry={search.retry} />,
    noResults: () => (
      <NoResults
        query={query}
        onSuggestion={(suggestion) => {
          onQueryChange(suggestion)
          inputRef.current?.focus()
        }}
      />
    ),
    results: () => (
      <ResultsList
        id={listboxId}
        groups={groups}
        activeIndex={active}
        optionId={optionId}
        onActivate={setActive}
        onItemClick={(item, event) => onLinkClick(item.hit, event, item.position)}
        busy={search.loading || Boolean(search.response?.contentPending)}
      />
    ),
  }[screen]

  return (
    <SearchOverlay onClose={onClose}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the dialog closes it */}
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t("search.modal.label")}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return
          // Handled here: the shortcut listener would otherwise take it for a second Escape.
          event.preventDefault()
          onClose()
        }}
      >
        <SearchForm
          ref={inputRef}
          query={query}
          onQueryChange={onQueryChange}
          onKeyDown={onKeyDown}
          onCancel={onClose}
          popup={screen === "start" ? "grid" : "listbox"}
          controls={popupIds || null}
          activeOptionId={active >= 0 ? optionId(active) : null}
          stalled={search.stalled}
        />
        <div className={styles.status} role="status">
          {search.stalled && t("search.loading")}
        </div>
        {/* Focusable so that keyboard users can scroll it (the options themselves are not tab stops).
            data-answered says which query the list shows, for the search benchmark. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <div className={styles.body} tabIndex={0} data-answered={search.responseQuery}>
          {body()}
          {(screen === "results" || screen === "noResults") && search.response?.contentUnavailable && (
            <p className={styles.partial} role="alert">
              {t("search.modal.partial")}{" "}
              <button type="button" className={styles.suggestion} onClick={search.retry}>
                {t("search.retry")}
              </button>
            </p>
          )}
        </div>
        <Footer query={query} hitCount={screen === "results" ? (search.response?.nbHits ?? 0) : 0} onFollow={onClose} />
      </div>
    </SearchOverlay>
  )
}
