import { useEffect, useState } from "react"

/**
 * The id of the heading the reader is at: the last one whose top has scrolled above a line
 * just under the navbar. Used by the table of contents to highlight its entry.
 */
export function useActiveHeading(ids: string[], offset = 96): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join("|")
  useEffect(() => {
    if (ids.length === 0) return undefined
    let frame = 0
    const update = () => {
      frame = 0
      let current: string | null = null
      for (const id of ids) {
        const element = document.getElementById(id)
        if (!element) continue
        if (element.getBoundingClientRect().top <= offset) current = id
        else break
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      setActive(atBottom ? ids[ids.length - 1] : (current ?? ids[0]))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    // The first reading waits for a frame too: reading positions while the page hydrates would
    // force a layout of the whole page inside React's effects.
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offset])
  return active
}
