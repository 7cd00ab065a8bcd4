// The class and attribute names of the first-load subsystem (see README.md beside this file).
// Build code, scripts, the stylesheet and the tests all use these names; the stylesheet cannot
// import them, so a unit test checks that src/styles/global.css spells exactly these selectors.

/** Each h2 of a doc or post and what follows it, up to the next h2 (gatsby/rehype-sections.ts). */
export const sectionClass = "doc-section"

/** On <html>, once every part of the page has hydrated, later parts included. */
export const hydratedAttribute = "data-hydrated"

/**
 * On <html>: draw every section now. Set before any jump whose target position must be right
 * (a restored scroll position, a scripted jump to an anchor), since undrawn blocks only have an
 * estimated height.
 */
export const drawAllSectionsAttribute = "data-draw-all-sections"

/** On <html>, once the idle drawing has drawn every block (or every block was drawn at once). */
export const sectionsCompleteAttribute = "data-sections-complete"

/** On one block of a later section, once the idle drawing has drawn it. */
export const blockDrawnAttribute = "data-block-drawn"

/** The blocks the first load skips: those of the third section on. */
export const deferredBlocks = `.markdown .${sectionClass} ~ .${sectionClass} ~ .${sectionClass} > *`

/** A deferred block the idle drawing has yet to draw. */
export const undrawnBlock = `.markdown .${sectionClass} ~ .${sectionClass} ~ .${sectionClass} > :not([${blockDrawnAttribute}])`
