import { useCallback, useEffect, useRef, useState } from "react"
import { cutQuery, readSearchState, searchStateHref, type SearchPageState } from "./url-state"

interface UrlSearchState extends SearchPageState {
  /** False until the address has been read (the server render has no query). */
  loaded: boolean
  setQuery: (value: string) => void
  setPage: (page: number) => void
}

/**
 * The page's query and page number, read from the address after mount and written back with
 * replaceState: typing must not add a history entry per keystroke. history.state is kept,
 * because Gatsby's router stores its scroll-restoration key there.
 */
export function useUrlSearchState(location: { search: string; key?: string }): UrlSearchState {
  const [state, setState] = useState<SearchPageState & { loaded: boolean }>({ query: "", page: 1, truncated: false, loaded: false })
  const current = useRef(state)
  current.current = state

  // Gatsby passes a new location when it navigates here again (e.g. 'See all results' from the
  // modal while on this page); the page's own replaceState calls don't change it.
  useEffect(() => {
    setState({ ...readSearchState(window.location.search), loaded: true })
  }, [location.search, location.key])

  const write = useCallback((next: SearchPageState) => {
    setState({ ...next, loaded: true })
    window.history.replaceState(window.history.state, "", searchStateHref(window.location.href, next))
  }, [])

  const setQuery = useCallback((value: string) => write({ ...cutQuery(value), page: 1 }), [write])
  const setPage = useCallback((page: number) => write({ ...current.current, page }), [write])

  return { ...state, setQuery, setPage }
}
