import { navigate } from "gatsby"
import { hitTarget } from "../../lib/search/hit-url"
import { sitePathname } from "../../lib/site-path"

export type OpenMode = "same" | "tab" | "window"

/** Spec: Enter opens the active item, Ctrl/Cmd+Enter in a new tab, Shift+Enter in a new window. */
export function openMode(event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "shiftKey">): OpenMode {
  return event.ctrlKey || event.metaKey ? "tab" : event.shiftKey ? "window" : "same"
}

const browserWindow = {
  open: (url: string, features: string) => void window.open(url, "_blank", features),
  leave: (url: string) => window.location.assign(url),
}

/**
 * Opens a hit's url: client-side inside the site, with a full load on a configured external
 * site, or in a new tab or window. A url that is neither (from a tampered index or storage)
 * opens nothing.
 */
export function openHit(url: string, mode: OpenMode, win = browserWindow): void {
  const target = hitTarget(url)
  if (!target) return
  const href = target.site ? target.path : target.url
  // `popup` asks for a window of its own; without it the browser opens a tab.
  if (mode === "tab") win.open(href, "noopener")
  else if (mode === "window") win.open(href, "noopener,popup")
  else if (!target.site) win.leave(href)
  // Hit urls carry the deployment prefix, and Gatsby's navigate adds it again.
  else void navigate(sitePathname(target.path))
}
