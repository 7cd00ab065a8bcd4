import { whenIdle } from "./hydration"
import { blockDrawnAttribute, drawAllSectionsAttribute, sectionsCompleteAttribute, undrawnBlock } from "./names"

// The blocks of a doc's later sections are skipped on the first load, with an estimated height
// (global.css). They are drawn when the reader nears them, and otherwise a few at a time once
// the browser is idle (`drawSectionsWhenIdle`). A scripted jump or a restored scroll position
// computed against estimates lands in the wrong place, so before one the page draws them all at
// once (`showAllSections`).
// Well under the 50 ms of a long task, even in Lighthouse's mobile model, which counts a task
// about four times as long as it took.
const sliceMs = 8

export function showAllSections(): void {
  document.documentElement.setAttribute(drawAllSectionsAttribute, "")
}

let drawing = false

/**
 * Draws the page's skipped blocks in idle slices. Until a skipped block is drawn its contents
 * overflow their estimated box onto the blocks after it, which misleads anything that reads
 * the page's geometry (an accessibility checker's contrast test, for one).
 */
export function drawSectionsWhenIdle(): void {
  const root = document.documentElement
  root.removeAttribute(sectionsCompleteAttribute)
  if (drawing) return
  drawing = true
  const slice = () => {
    const start = performance.now()
    let block: Element | null
    while (!root.hasAttribute(drawAllSectionsAttribute) && (block = document.querySelector(undrawnBlock))) {
      block.setAttribute(blockDrawnAttribute, "")
      // Lays the block out now, inside this slice, rather than in the next frame.
      block.getBoundingClientRect()
      if (performance.now() - start >= sliceMs) {
        whenIdle(slice)
        return
      }
    }
    drawing = false
    root.setAttribute(sectionsCompleteAttribute, "")
  }
  whenIdle(slice)
}

/**
 * For the head's first script: the browser is about to jump to a position measured with every
 * section drawn, a #fragment target or a scroll position restored on a reload or a back/forward
 * visit. A fragment typed into the address bar later jumps too. (The stylesheet could say this
 * with `html:has(:target)`, but that selector makes every change anywhere in the page restyle
 * every block below it, and pages that redraw lists as the reader types are slowed by it.)
 */
export function drawBeforeJumpScript(): string {
  const set = `document.documentElement.setAttribute(${JSON.stringify(drawAllSectionsAttribute)},"")`
  return `(function(){try{var n=performance.getEntriesByType("navigation")[0];if(location.hash.length>1||n&&(n.type==="reload"||n.type==="back_forward"))${set};addEventListener("hashchange",function(){if(location.hash.length>1)${set}})}catch(e){}})()`
}
