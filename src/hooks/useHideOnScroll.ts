import { useEffect, useState } from "react"

/** True while the reader scrolls down past the navbar; false when scrolling up or near the top. */
export function useHideOnScroll(enabled: boolean, threshold = 60): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) return undefined
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setHidden(y > threshold && y > last)
      last = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [enabled, threshold])
  return hidden
}
