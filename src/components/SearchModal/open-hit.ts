import { navigate } from "gatsby"
import { searchConfig } from "../../config/search"
import { sitePathname } from "../../lib/site-path"

export type OpenMode = "same" | "tab" | "window"

const external = searchConfig.externalUrlRegex ? new RegExp(searchConfig.externalUrlRegex) : null

/** Opens a hit's url: client-side inside the site, with a full load elsewhere, or in a new tab or window. */
export function openHit(url: string, mode: OpenMode): void {
  // `popup` asks for a window of its own; without it the browser opens a tab.
  if (mode === "tab") window.open(url, "_blank", "noopener")
  else if (mode === "window") window.open(url, "_blank", "noopener,popup")
  else if (external?.test(url)) window.location.assign(url)
  // Hit urls carry the deployment prefix, and Gatsby's navigate adds it again.
  else void navigate(sitePathname(url))
}

/** A click the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
