import { navigate } from "gatsby"
import { searchConfig } from "../../config/search"
import { sitePathname } from "../../lib/site-path"

export type OpenMode = "same" | "tab" | "window"

const external = searchConfig.externalUrlRegex ? new RegExp(searchConfig.externalUrlRegex) : null

const browserWindow = {
  open: (url: string, features: string) => void window.open(url, "_blank", features),
  leave: (url: string) => window.location.assign(url),
}

/** Opens a hit's url: client-side inside the site, with a full load elsewhere, or in a new tab or window. */
export function openHit(url: string, mode: OpenMode, win = browserWindow): void {
  // `popup` asks for a window of its own; without it the browser opens a tab.
  if (mode === "tab") win.open(url, "noopener")
  else if (mode === "window") win.open(url, "noopener,popup")
  else if (external?.test(url)) win.leave(url)
  // Hit urls carry the deployment prefix, and Gatsby's navigate adds it again.
  else void navigate(sitePathname(url))
}
