// sitemap.xml with xhtml:link hreflang alternates (Google's format for localized pages).
import { escapeXml } from "./xml"
import type { PageHead } from "./page-head"

export interface SitemapEntry {
  url: string
  alternates: Array<{ hreflang: string; href: string }>
}

/**
 * Entries for the pages that are indexable: a canonical URL, no noindex, and not excluded by
 * path (the search page is indexable for Lighthouse and readers, but its results are not content).
 */
export function sitemapEntries(pages: PageHead[], excluded: (url: string) => boolean = () => false): SitemapEntry[] {
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const page of pages) {
    if (!page.canonical || page.noindex || excluded(page.canonical) || seen.has(page.canonical)) continue
    seen.add(page.canonical)
    entries.push({ url: page.canonical, alternates: page.alternates })
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url))
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map(
        (alt) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`,
      )
      .join("")
    return `  <url>\n    <loc>${escapeXml(entry.url)}</loc>${links}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}
