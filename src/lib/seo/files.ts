// Where the machine-readable files live; shared by the build that writes them and the <head>
// that links them, so the two cannot drift apart.
import type { Locale } from "../../config/locales"
import { localizePath } from "../paths"

export const sitemapPath = "/sitemap.xml"
export const robotsPath = "/robots.txt"

export function openSearchPath(locale: Locale): string {
  return localizePath("/opensearch.xml", locale)
}

export function llmsPath(locale: Locale): string {
  return localizePath("/llms.txt", locale)
}
