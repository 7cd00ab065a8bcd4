import type React from "react"
import type { GatsbyBrowser } from "gatsby"
import NProgress from "nprogress"
import { createRoot, hydrateRoot } from "react-dom/client"
import { defaultLocale } from "./src/config/locales"
import { splitLocale } from "./src/lib/paths"
import { sitePathname } from "./src/lib/site-path"
import { baseUrlBannerId } from "./src/lib/base-url-banner"
import { hydrateServerHtml, whenFullyHydrated } from "./src/lib/hydration"
import { drawSectionsWhenIdle, showAllSections } from "./src/lib/sections"
import { installAnchorScrollFallback } from "./src/lib/smooth-scroll"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/Layout/wrapPageElement"

// Spec: the progress bar starts only when a change to a different path takes over 200 ms.
// (Gatsby's onRouteUpdateDelayed fires after a fixed 1 s, too late for this.)
const progressDelayMs = 200
let progressTimer: ReturnType<typeof setTimeout> | undefined

NProgress.configure({ showSpinner: false })

// Runs for the first page too, once it has rendered.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  clearTimeout(progressTimer)
  NProgress.done()
  void whenFullyHydrated().then(drawSectionsWhenIdle)
}

/**
 * `gatsby serve` answers every unknown path with the root (Chinese) 404.html. Under another
 * locale's prefix the client renders that locale's not-found page from scratch instead of
 * hydrating markup that cannot match it.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => ((element: React.ReactElement, container: Element) => {
  const root = container
  const servedRoot404 = (window as unknown as { pagePath?: string }).pagePath === "/404.html"
  if (servedRoot404 && splitLocale(sitePathname(window.location.pathname)).locale !== defaultLocale) {
    root.innerHTML = ""
    createRoot(root).render(element)
    return
  }
  hydrateServerHtml(() => hydrateRoot(root, element))
}) as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * Gatsby already skips viewport prefetching on 2g and save-data connections; loading a page
 * when the pointer merely hovers a link is prefetching too, so it is skipped there as well.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection
  const slow = Boolean(connection && ((connection.effectiveType ?? "").includes("2g") || connection.saveData))
  const loader = (window as unknown as { ___loader?: { hovering?: (path: string) => void } }).___loader
  if (slow && loader) loader.hovering = () => undefined
  installAnchorScrollFallback()
}

type Navigate = (to: string | number, options?: unknown) => unknown

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Gatsby reports a route change only once the next page has loaded, so the 200 ms timer
  // starts where every navigation starts: the runtime's navigate function.
  const win = window as unknown as { ___navigate?: Navigate }
  const navigate = win.___navigate
  if (navigate) {
    win.___navigate = (to, options) => {
      const target = typeof to === "string" ? new URL(to, window.location.href) : null
      if (target && target.pathname !== window.location.pathname) {
        clearTimeout(progressTimer)
        progressTimer = setTimeout(() => NProgress.start(), progressDelayMs)
      }
      return navigate(to, options)
    }
  }
  // The app started, so the deployment's base URL is right: the warning banner can go.
  document.getElementById(baseUrlBannerId)?.remove()
  // Marks the moment the whole page is interactive, parts hydrated later included; browser
  // tests wait for it before clicking.
  void whenFullyHydrated().then(() => document.documentElement.setAttribute("data-hydrated", ""))
}

/**
 * After a navigation: a #hash goes to its target, back/forward restores the saved position,
 * anything else starts at the top. Done instantly: a smooth scroll would be cut short when the
 * new page replaces the old one and leave the reader midway down.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const location = routerProps.location
  const saved = getSavedScrollPosition(location) as number | [number, number] | null
  const savedY = Array.isArray(saved) ? saved[1] : (saved ?? 0)
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
  if (target || savedY > 0) showAllSections()
  if (target) target.scrollIntoView({ behavior: "instant" })
  else window.scrollTo({ top: savedY, behavior: "instant" })
  return false
}
