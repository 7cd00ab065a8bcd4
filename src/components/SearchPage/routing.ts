// InstantSearch's `routing` for the search page: the query and the page number live in the
// address as `?q=…&page=N` (no `page` for page 1), read and written by url-state.ts, so a
// search can be shared, reloaded and found again with back and forward.
import type { Router, StateMapping, UiState } from "instantsearch.js"
import { readSearchState, searchStateHref } from "./url-state"

/** What the address holds: `page` is 1-based, as readers count, and absent for page 1. */
export interface SearchRoute {
  q?: string
  page?: number
}

export interface AddressRouter extends Router<SearchRoute> {
  /** Reads the address again and hands it to InstantSearch (Gatsby navigated, or back/forward). */
  refresh(): void
  /** Whether the page is mounted: an unmounted page's InstantSearch (disposed late) writes nothing. */
  setActive(active: boolean): void
}

const route = (query: string, page: number): SearchRoute => ({
  ...(query ? { q: query } : {}),
  ...(query && page > 1 ? { page } : {}),
})

/**
 * The address as a router. Writes replace the history entry instead of adding one (typing must
 * not add an entry per keystroke, nor paging one per page) and keep `history.state`, where
 * Gatsby's router keeps its scroll-restoration key; other parameters and the hash stay.
 * Reading cuts an over-long query and clamps the page (url-state.ts). Gatsby, not a popstate
 * listener, says when the address changed: it renders the page with a new location on every
 * navigation and on back/forward, and the page calls `refresh`. Once the reader has left the
 * page, nothing is written: a late write would put the search into the next page's address.
 */
export function createAddressRouter(): AddressRouter {
  let update: ((route: SearchRoute) => void) | null = null
  let active = true
  const pathname = window.location.pathname
  const createURL = ({ q = "", page = 1 }: SearchRoute) => searchStateHref(window.location.href, { query: q, page })
  const read = () => {
    const { query, page } = readSearchState(window.location.search)
    return route(query, page)
  }
  return {
    $$type: "tidas.address",
    read,
    write(next) {
      if (!active || window.location.pathname !== pathname) return
      // An address that already says this (`%20` or `+` for a space, a cut query) stays as it came.
      const current = read()
      if (current.q === next.q && current.page === next.page) return
      window.history.replaceState(window.history.state, "", createURL(next))
    },
    createURL,
    onUpdate(callback) {
      update = callback
    },
    refresh() {
      update?.(read())
    },
    setActive(value) {
      active = value
    },
    dispose() {
      update = null
    },
  }
}

/** Only the index's query and page go to the address; the Configure widget's parameters stay out. */
export function addressStateMapping(indexName: string): StateMapping<UiState, SearchRoute> {
  return {
    $$type: "tidas.address",
    stateToRoute(uiState) {
      const { query = "", page = 1 } = uiState[indexName] ?? {}
      return route(query, page)
    },
    routeToState({ q, page }) {
      return { [indexName]: { ...(q ? { query: q } : {}), ...(page ? { page } : {}) } }
    },
  }
}
