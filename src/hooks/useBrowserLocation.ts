import { useEffect, useState } from "react"
import type { PageLocation } from "../components/Navbar/LocaleDropdown"

/**
 * The address as the browser shows it, query and hash included. The server render knows only
 * the path, and hydration keeps server attributes, so the full value is applied after mount
 * and kept current when the hash changes (in-page anchors do not go through the router).
 */
export function useBrowserLocation(location: PageLocation): PageLocation {
  const [current, setCurrent] = useState<PageLocation>({ pathname: location.pathname, search: "", hash: "" })
  useEffect(() => {
    const read = () =>
      setCurrent({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash })
    read()
    window.addEventListener("hashchange", read)
    window.addEventListener("popstate", read)
    return () => {
      window.removeEventListener("hashchange", read)
      window.removeEventListener("popstate", read)
    }
  }, [location.pathname, location.search, location.hash])
  return current
}
