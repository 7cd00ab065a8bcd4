import { useEffect, useState } from "react"

/** Desktop layout starts at 996 px (spec: desktop breakpoint). */
export const desktopQuery = "(min-width: 997px)"

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined
    const media = window.matchMedia(query)
    setMatches(media.matches)
    const onChange = () => setMatches(media.matches)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [query])
  return matches
}
