import { useCallback, type KeyboardEvent } from "react"

// The keys of the WAI-ARIA tree view pattern (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/),
// read from the rendered rows: Up and Down go to the previous and next row, Right opens a row or
// goes to its first child, Left closes it or goes to its parent, Home and End to the first and
// last row. Each row is reached through its toggle, or its permalink when it has no children.
const focusTarget = (row: Element) =>
  row.querySelector<HTMLElement>(":scope > div > button[aria-expanded]") ??
  row.querySelector<HTMLElement>(":scope > div > a[data-permalink]")
const levelOf = (row: Element | undefined) => Number(row?.getAttribute("aria-level") ?? 0)

export function useTreeKeyboard() {
  return useCallback((event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const rows = Array.from(event.currentTarget.children)
    const row = (event.target as Element).closest("li")
    const index = row ? rows.indexOf(row) : -1
    if (!row || index === -1) return
    const toggle = row.querySelector<HTMLButtonElement>(":scope > div > button[aria-expanded]")
    const open = toggle?.getAttribute("aria-expanded") === "true"
    const level = levelOf(row)
    let next: Element | undefined
    switch (event.key) {
      case "ArrowDown":
        next = rows[index + 1]
        break
      case "ArrowUp":
        next = rows[index - 1]
        break
      case "Home":
        next = rows[0]
        break
      case "End":
        next = rows[rows.length - 1]
        break
      case "ArrowRight":
        if (toggle && !open) toggle.click()
        else if (open && levelOf(rows[index + 1]) === level + 1) next = rows[index + 1]
        break
      case "ArrowLeft":
        if (toggle && open) toggle.click()
        else
          next = rows
            .slice(0, index)
            .reverse()
            .find((candidate) => levelOf(candidate) === level - 1)
        break
      default:
        return
    }
    event.preventDefault()
    if (next) focusTarget(next)?.focus()
  }, [])
}
