// Doc sections far down a page are drawn only when the reader nears them, with an estimated
// height until then (global.css, .doc-section). A scripted jump or a restored scroll position
// computed against estimates lands in the wrong place, so before one the page shows them all.
export const sectionsShownAttribute = "data-sections-shown"

export function showAllSections(): void {
  document.documentElement.setAttribute(sectionsShownAttribute, "")
}

/**
 * For the head's first script: a reload or back/forward visit restores an earlier scroll
 * position, which was measured with every section drawn.
 */
export function restoredPositionScript(): string {
  return `(function(){try{var n=performance.getEntriesByType("navigation")[0];if(n&&(n.type==="reload"||n.type==="back_forward"))document.documentElement.setAttribute(${JSON.stringify(sectionsShownAttribute)},"")}catch(e){}})()`
}
