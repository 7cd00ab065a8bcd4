import { useCallback, useEffect, useState } from "react"
import { cutQuery, readSearchState, searchStateHref, type SearchPageState } from "./url-state"

interface UrlSearchState extends SearchPageState {
  /** False until the address has been read (the server render has no query). */
  loaded: boolean
  /** The stand-in field's typing, before InstantSearch (and its routing) has loaded. */
  setQuery: (value: string) => void
}

/**
 * The address as the page found it: read after mount and again whenever Gatsby passes a new
 * location (it navigated here again, e.g. 'See all results' from the modal, or back/forward),
 * and written with replaceState while the stand-in field is typed in. Once InstantSearch has
 * loaded, its routing (routing.ts) keeps the address; the page still uses `query` and
 * `truncated` to tell whether the query shown is the address's cut one.
 */
export function useUrlSearchState(location: { search: string; key?: string }): UrlSearchState {
  const [state, setState] = useState<SearchPageState & { loaded: boolean }>({
    query: "",
    page: 1,
    truncated: false,
    loaded: false,
  })

  // The page's own replaceState calls don't change Gatsby's location.
  useEffect(() => {
    setState({ ...readSearchState(window.location.search), loaded: true })
  }, [location.search, location.key])

  const setQuery = useCallback((value: string) => {
    const next = { ...cutQuery(value), page: 1 }
    setState({ ...next, loaded: true })
    // history.state is kept: Gatsby's router stores its scroll-restoration key there.
    window.history.replaceState(window.history.state, "", searchStateHref(window.location.href, next))
  }, [])

  return { ...state, setQuery }
}
