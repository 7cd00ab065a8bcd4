import { startTransition } from "react"
import type { ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's renderer (replaceHydrateFunction): hydrate the server's HTML when the container holds
 * some, render from scratch otherwise.
 * - Only the page's own root (`#___gatsby`, holding `#gatsby-focus-wrapper`) is ever hydrated.
 *   `gatsby develop` also renders its loading indicators through this function, into empty
 *   elements of their own; hydrating those would fail.
 * - Hydration starts as a transition, so React hydrates in slices that yield to the browser every
 *   few milliseconds instead of in one long task. The page is already painted and readable, and
 *   an early click on a part not yet hydrated makes React hydrate that part first.
 * - `fromScratch` makes the page's root render from scratch too, when its markup cannot match
 *   the page to render (see gatsby-browser).
 * Returns the function that unmounts what it rendered, which Gatsby calls to remove an indicator.
 */
export function renderRoot(element: ReactElement, container: Element, fromScratch = false): () => void {
  const serverHtml = container.querySelector("#gatsby-focus-wrapper")
  if (serverHtml?.children.length && !fromScratch) {
    let unmount = () => {}
    startTransition(() => {
      const root = hydrateRoot(container, element)
      unmount = () => root.unmount()
    })
    return () => unmount()
  }
  container.innerHTML = ""
  const root = createRoot(container)
  root.render(element)
  return () => root.unmount()
}
