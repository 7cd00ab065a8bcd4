// Where a search hit or a stored search may lead: a path on this site, or an address on another
// site that the search configuration names as external (externalUrlRegex), over http(s) only.
// Hits come from the search backend and stored searches from browser storage, so neither is
// trusted: anything else ('//evil.example', 'javascript:…') leads nowhere.
import { searchConfig } from "../../config/search"
import { sameOriginPath } from "../same-origin"

export type HitTarget = { site: true; path: string } | { site: false; url: string }

const configured = searchConfig.externalUrlRegex ? new RegExp(searchConfig.externalUrlRegex) : null

export function hitTarget(url: unknown, external: RegExp | null = configured): HitTarget | null {
  const path = sameOriginPath(url)
  if (path !== null) return { site: true, path }
  if (typeof url !== "string" || !external?.test(url)) return null
  try {
    const parsed = new URL(url)
    // The pattern is tested on the text as given; the parsed form must agree it is absolute http(s).
    return (parsed.protocol === "https:" || parsed.protocol === "http:") &&
      url === url.trim() &&
      /^https?:\/\/[^/\\]/i.test(url)
      ? { site: false, url: parsed.href }
      : null
  } catch {
    return null
  }
}

/** The href to render for a hit: its target, or undefined (no link) when it has none. */
export function hitHref(url: unknown): string | undefined {
  const target = hitTarget(url)
  return target ? (target.site ? target.path : target.url) : undefined
}
