import type React from "react"
import type { GatsbyBrowser } from "gatsby"
import { defaultLocale } from "./src/config/locales"
import { splitLocale } from "./src/lib/paths"
import { sitePathname } from "./src/lib/site-path"
import { baseUrlBannerId } from "./src/lib/base-url-banner"
import { disableHoverPreload, servedPagePath } from "./src/lib/gatsby-runtime"
import { withoutEncodedSeparators } from "./src/lib/same-origin"
import { whenFullyHydrated } from "./src/lib/first-load/hydration"
import { renderRoot } from "./src/lib/first-load/render-root"
import { hydratedAttribute } from "./src/lib/first-load/names"
import { finishRouteProgress, startRouteProgress, watchRouteChangeClicks } from "./src/lib/route-progress"
import { drawSectionsWhenIdle, showAllSections } from "./src/lib/first-load/sections"
import { hashTarget, installAnchorScrollFallback, landOnTarget } from "./src/lib/smooth-scroll"
import "./src/styles/global.css"

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && location.pathname !== prevLocation.pathname) startRouteProgress()
}

// Runs for the first page too, once it has rendered.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  finishRouteProgress()
  void whenFullyHydrated().then(drawSectionsWhenIdle)
}

/**
 * The page's root renders from scratch when its markup cannot match the page: `gatsby serve`
 * answers every unknown path with the root (Chinese) 404.html, under another locale's prefix too.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    const servedRoot404 =
      servedPagePath() === "/404.html" && splitLocale(sitePathname(window.location.pathname)).locale !== defaultLocale
    return renderRoot(element, container, servedRoot404)
  }) as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

/**
 * Gatsby already skips viewport prefetching on 2g and save-data connections; loading a page
 * when the pointer merely hovers a link is prefetching too, so it is skipped there as well.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // See withoutEncodedSeparators. A reload, not history.replaceState: Gatsby's router has already
  // read the address.
  const plainPath = withoutEncodedSeparators(window.location.pathname)
  if (plainPath) window.location.replace(`${plainPath}${window.location.search}${window.location.hash}`)
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection
  if (connection && ((connection.effectiveType ?? "").includes("2g") || connection.saveData)) disableHoverPreload()
  installAnchorScrollFallback()
  watchRouteChangeClicks()
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // The app started, so the deployment's base URL is right: the warning banner can go.
  document.getElementById(baseUrlBannerId)?.remove()
  // Marks the moment the whole page is interactive, parts hydrated later included; browser
  // tests wait for it before clicking.
  void whenFullyHydrated().then(() => document.documentElement.setAttribute(hydratedAttribute, ""))
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
  const target = location.hash ? hashTarget(location.hash) : null
  if (target || savedY > 0) showAllSections()
  if (target) {
    target.scrollIntoView({ behavior: "instant" })
    landOnTarget(target)
  } else window.scrollTo({ top: savedY, behavior: "instant" })
  return false
}
