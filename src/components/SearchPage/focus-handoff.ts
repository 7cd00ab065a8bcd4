// Until the first query has loaded InstantSearch, the page shows a stand-in for its search box
// (SearchForm). The widgets mount next to the stand-in first, and the stand-in goes in the next
// commit, before anything is painted (SearchPage). In between both fields are in the document:
// a reader who is typing in the stand-in must go on typing in the widget's field.

/** Moves the focus and the caret (or selection) from the focused stand-in field to `field`. */
export function takeOverField(field: HTMLInputElement | null | undefined, standInId: string) {
  const standIn = document.activeElement
  if (!field || !(standIn instanceof HTMLInputElement) || standIn === field || standIn.id !== standInId) return
  field.focus()
  if (standIn.selectionStart !== null && standIn.selectionEnd !== null)
    field.setSelectionRange(standIn.selectionStart, standIn.selectionEnd, standIn.selectionDirection ?? undefined)
}
