import { useCallback, useEffect, useRef, useState } from "react"
import { rowsToRender, type Row } from "../../lib/schema/explorer-rows"

/** Rows in the window; more follow as the reader scrolls (or asks), so huge trees stay fast. */
export const rowSlice = 300
/**
 * New rows rendered in the frame that answers a click, then in each frame after. Expand all
 * paints its first screenfuls in one short task and the rest of the window in the frames after,
 * so no task grows with the size of the schema.
 */
export const rowStep = 40
export const rowStepAfter = 120

/**
 * The explorer's window over its visible rows: at most `limit` rows (a slice more each time the
 * reader nears the end, through `sentinel`), drawn a step per frame after a change so that no
 * frame grows with the tree. `pinnedPath`, a row the page is about to scroll to, is drawn at once.
 */
export function useRowWindow(rows: Row[], { hidden, pinnedPath }: { hidden: boolean; pinnedPath: string | null }) {
  const [limit, setLimit] = useState(rowSlice)
  // null until the first render is on screen: hydration must render what the server did.
  const onScreen = useRef<Set<string> | null>(null)
  const [frame, setFrame] = useState({ count: 0, continued: false })
  const cap = Math.min(rows.length, limit)
  const pinned = pinnedPath ? rows.findIndex((row) => row.node.path === pinnedPath) + 1 : 0
  const count = onScreen.current
    ? Math.max(
        rowsToRender(rows, cap, onScreen.current, frame.continued ? rowStepAfter : rowStep),
        Math.min(pinned, cap),
      )
    : cap
  const shown = hidden ? [] : rows.slice(0, count)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render: records the rows it put on screen
  useEffect(() => {
    onScreen.current = new Set(shown.map((row) => row.node.path))
    if (count >= cap) {
      if (frame.continued) setFrame({ count: 0, continued: false })
      return
    }
    // The next slice after the frame that paints this one, so every frame stays short.
    let timer = 0
    const next = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setFrame((current) => ({ count: current.count + 1, continued: true })))
    })
    return () => {
      cancelAnimationFrame(next)
      clearTimeout(timer)
    }
  })

  /** Rows past the window, once the window is fully drawn. */
  const more = count < cap ? 0 : rows.length - cap
  const sentinel = useRef<HTMLButtonElement>(null)
  const hasMore = more > 0
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + rowSlice)
      },
      { rootMargin: "800px" },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore])

  /** Widens the window to take in the row at `index`. */
  const reach = useCallback((index: number) => setLimit(index + rowSlice), [])

  return {
    shown,
    more,
    limit,
    sentinel,
    showMore: () => setLimit((current) => current + rowSlice),
    resetLimit: () => setLimit(rowSlice),
    reach,
  }
}
