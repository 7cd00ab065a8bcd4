import type { GatsbyBrowser } from "gatsby"
import NProgress from "nprogress"
import { createRoot, hydrateRoot } from "react-dom/client"
import { defaultLocale } from "./src/config/locales"
import { splitLocale } from "./src/lib/paths"
import { sitePathname } from "./src/lib/site-path"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/Layout/wrapPageElement"

// Spec: the progress bar starts only when a change to a different path takes over 200 ms.
// (Gatsby's onRouteUpdateDelayed fires after a fixed 1 s, too late for this.)
const progressDelayMs = 200
let progressTimer: ReturnType<typeof setTimeout> | undefined

NProgress.configure({ showSpinner: false })

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || prevLocation.pathname === location.pathname) return
  clearTimeout(progressTimer)
  progressTimer = setTimeout(() => NProgress.start(), progressDelayMs)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  clearTimeout(progressTimer)
  NProgress.done()
}

/**
 * `gatsby serve` answers every unknown path with the root (Chinese) 404.html. Under another
 * locale's prefix the client renders that locale's not-found page from scratch instead of
 * hydrating markup that cannot match it.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element, container) => {
  const root = container as Element
  const servedRoot404 = (window as unknown as { pagePath?: string }).pagePath === "/404.html"
  if (servedRoot404 && splitLocale(sitePathname(window.location.pathname)).locale !== defaultLocale) {
    root.innerHTML = ""
    createRoot(root).render(element)
    return
  }
  hydrateRoot(root, element)
}
