// The inline script that runs before first paint: colour mode, hiding an announcement the
// reader already closed (so the bar never appears and then disappears), and drawing every doc
// section when the browser is about to jump to a #fragment or restore a scroll position
// (lib/first-load/sections.ts).
import { siteConfig } from "../config/site"
import { colorModeScript } from "./color-mode"
import { storageKeys } from "./storage"
import { drawBeforeJumpScript } from "./first-load/sections"

export function prepaintScript(): string {
  const prefix = siteConfig.storageKeyPrefix
  const announcement = siteConfig.announcementBar
  const dismiss = announcement
    ? `(function(){try{if(localStorage.getItem(${JSON.stringify(prefix + storageKeys.announcementDismissed)})===${JSON.stringify(announcement.id)}){document.documentElement.setAttribute("data-announcement-dismissed","")}}catch(e){}})()`
    : ""
  return `${colorModeScript(prefix + storageKeys.colorMode, siteConfig.colorMode)};${dismiss};${drawBeforeJumpScript()}`
}
