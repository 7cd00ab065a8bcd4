import NProgress from "accessible-nprogress"
import { isModifiedClick } from "./clicks"

// The progress bar itself is gatsby-plugin-nprogress's (gatsby-config.ts); it shows a route
// change only after Gatsby's 1 s "delayed" signal. The site shows it once a change to another
// page has taken 200 ms. Gatsby reports a route change (onPreRouteUpdate) only after the next
// page has loaded, so the wait starts earlier, at the click on a link to another page of the
// site, whichever component rendered the link; onRouteUpdate ends it.
const delayMs = 200
let timer: ReturnType<typeof setTimeout> | undefined

/** Shows the bar if the route change is not done within 200 ms. */
export function startRouteProgress(): void {
  if (timer !== undefined) return
  timer = setTimeout(() => NProgress.start(), delayMs)
}

export function finishRouteProgress(): void {
  clearTimeout(timer)
  timer = undefined
  NProgress.done()
}

/** Whether a click on this link makes Gatsby change the route (not a file, a new tab, an anchor). */
export function isRouteChangeClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (isModifiedClick(event) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return false
  let url: URL
  try {
    url = new URL(link.href, window.location.href)
  } catch {
    return false
  }
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return false
  // A file (the schema bundle, a feed) loads as a document or a download, not as a route.
  return !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith(".html")
}

export function watchRouteChangeClicks(): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]")
      if (link instanceof HTMLAnchorElement && isRouteChangeClick(event, link)) startRouteProgress()
    },
    { capture: true },
  )
}
