import type React from "react"
import { useEffect, useState } from "react"
import { openMode, type OpenMode } from "./open-hit"

export interface ActiveItem {
  active: number
  setActive: (index: number) => void
  /** For the search input, which keeps the focus while the arrow keys move the active item. */
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void
}

/**
 * The item Enter opens in the list shown below the input (results, or stored searches), moved
 * with the arrow keys, wrapping. The first item is active until the reader moves; then the chosen
 * item is kept by key. When the local index's paragraphs arrive, the same query is answered
 * again, reordered, and the hit under the reader's selection must not change under their Enter.
 * A new `list` (another query's answer, or the start screen) starts again from its first item.
 */
export function useActiveItem<T extends { key: string }>(
  items: T[],
  list: string,
  optionId: (index: number) => string,
  open: (item: T, mode: OpenMode) => void,
): ActiveItem {
  const [activeKey, setActiveKey] = useState<string | null>(null)
  useEffect(() => setActiveKey(null), [list])
  const keyed = items.findIndex((item) => item.key === activeKey)
  const active = items.length ? Math.max(keyed, 0) : -1
  const setActive = (index: number) => setActiveKey(items[index]?.key ?? null)
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    // Keys that confirm an input method's composition (Chinese, Japanese) are not commands.
    if (event.nativeEvent.isComposing || event.keyCode === 229 || items.length === 0) return
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((active + step + items.length) % items.length)
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault()
      open(items[active], openMode(event))
    }
  }
  return { active, setActive, onKeyDown }
}
