import { useEffect, useRef } from "react"

interface SearchShortcuts {
  isOpen: boolean
  onOpen: () => void
  onClose: () => void
  /** Escape with the search closed: forget the remembered query. */
  onClear: () => void
}

/** Typing in a form field or an editable element is never taken over by a shortcut. */
export function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)
}

// An Escape meant for a menu or another dialog (the navbar dropdowns, the mobile menu) closes
// that, not the remembered query.
const otherWidget = [
  '[aria-haspopup="true"]',
  '[aria-haspopup="menu"]',
  '[aria-haspopup="true"] ~ *',
  '[aria-haspopup="menu"] ~ *',
  "[data-open]",
  '[role="dialog"]',
  '[role="menu"]',
  '[role="listbox"]',
].join(", ")

/**
 * DocSearch's keyboard events, with this site's rules: `/` and Ctrl/⌘+K open the search except
 * while typing; Ctrl/⌘+K closes it again; Escape closes it, and a second Escape, with the search
 * already closed, clears the query it remembers.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onClear }: SearchShortcuts): void {
  const latest = useRef({ isOpen, onOpen, onClose, onClear })
  latest.current = { isOpen, onOpen, onClose, onClear }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen: open, onOpen: openSearch, onClose: close, onClear: clear } = latest.current
      if (event.defaultPrevented || event.isComposing) return
      const key = event.key
      const commandK =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key?.toLowerCase() === "k"
      if (commandK) {
        if (open) {
          event.preventDefault()
          close()
        } else if (!isEditing(event.target)) {
          event.preventDefault()
          openSearch()
        }
        return
      }
      if (key === "/" && !open && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target)) {
        event.preventDefault()
        openSearch()
        return
      }
      if (key === "Escape") {
        if (open) close()
        else if (!isEditing(event.target) && !(event.target instanceof Element && event.target.closest(otherWidget)))
          clear()
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])
}

/** The shortcut's modifier as printed on the reader's keyboard. */
export function isApplePlatform(): boolean {
  if (typeof navigator === "undefined") return false
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    ""
  return /mac|iphone|ipad|ipod/i.test(platform)
}
