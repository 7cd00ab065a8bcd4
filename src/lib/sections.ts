import { whenIdle } from "./hydration"

// The blocks of a doc's later sections are skipped on the first load, with an estimated height
// (global.css, .doc-section). They are drawn when the reader nears them, and otherwise a few at
// a time once the browser is idle (`drawSectionsWhenIdle`). A scripted jump or a restored
// scroll position computed against estimates lands in the wrong place, so before one the page
// shows them all at once.
export const sectionsShownAttribute = "data-sections-shown"
/** Set on <html> once every block of the page is drawn. */
export const sectionsDrawnAttribute = "data-sections-drawn"
const drawnAttribute = "data-drawn"
const undrawnBlock = `.markdown .doc-section ~ .doc-section ~ .doc-section > :not([${drawnAttribute}])`
// Well under the 50 ms of a long task, even in Lighthouse's mobile model, which counts a task
// about four times as long as it took.
const sliceMs = 8

export function showAllSections(): void {
  document.documentElement.setAttribute(sectionsShownAttribute, "")
}

let drawing = false

/**
 * Draws the page's skipped blocks in idle slices. Until a skipped block is drawn its contents
 * overflow their estimated box onto the blocks after it, which misleads anything that reads
 * the page's geometry (an accessibility checker's contrast test, for one).
 */
export function drawSectionsWhenIdle(): void {
  const root = document.documentElement
  root.removeAttribute(sectionsDrawnAttribute)
  if (drawing) return
  drawing = true
  const slice = () => {
    const start = performance.now()
    let block: Element | null
    while (!root.hasAttribute(sectionsShownAttribute) && (block = document.querySelector(undrawnBlock))) {
      block.setAttribute(drawnAttribute, "")
      // Lays the block out now, inside this slice, rather than in the next frame.
      block.getBoundingClientRect()
      if (performance.now() - start >= sliceMs) {
        whenIdle(slice)
        return
      }
    }
    drawing = false
    root.setAttribute(sectionsDrawnAttribute, "")
  }
  whenIdle(slice)
}

/**
 * For the head's first script: a reload or back/forward visit restores an earlier scroll
 * position, which was measured with every section drawn.
 */
export function restoredPositionScript(): string {
  return `(function(){try{var n=performance.getEntriesByType("navigation")[0];if(n&&(n.type==="reload"||n.type==="back_forward"))document.documentElement.setAttribute(${JSON.stringify(sectionsShownAttribute)},"")}catch(e){}})()`
}
