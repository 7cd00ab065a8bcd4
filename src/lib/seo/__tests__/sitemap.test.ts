import { readPageHead } from "../page-head"
import { robotsTxt, sitemapEntries, sitemapXml } from "../sitemap"
import { sitemapUrls, xmlError } from "../check"

const page = (canonical: string | null, extra = "") =>
  `<!DOCTYPE html><html><head><title>x</title>${extra}${canonical ? `<link rel="canonical" href="${canonical}"/>` : ""}` +
  `<link rel="alternate" hreflang="en" href="https://x.test/en/a"/><link rel="alternate" hreflang="x-default" href="https://x.test/a"/>` +
  `<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"/></head><body><link rel="canonical" href="https://x.test/ignored"/></body></html>`

describe("readPageHead", () => {
  it("reads the canonical URL, the hreflang alternates and noindex from the head only", () => {
    expect(readPageHead(page("https://x.test/a"))).toEqual({
      canonical: "https://x.test/a",
      alternates: [
        { hreflang: "en", href: "https://x.test/en/a" },
        { hreflang: "x-default", href: "https://x.test/a" },
      ],
      noindex: false,
    })
    expect(readPageHead(page("https://x.test/a", '<meta name="robots" content="noindex"/>')).noindex).toBe(true)
  })
})

describe("sitemap", () => {
  const heads = [
    readPageHead(page("https://x.test/b")),
    readPageHead(page("https://x.test/a")),
    readPageHead(page(null)), // a not-found page
    readPageHead(page("https://x.test/unlisted", '<meta name="robots" content="noindex"/>')),
    readPageHead(page("https://x.test/search")),
    readPageHead(page("https://x.test/a")), // the same page written twice (404.html and 404/index.html)
  ]

  it("lists indexable pages once, sorted, without noindex, not-found or excluded pages", () => {
    const entries = sitemapEntries(heads, (url) => url.endsWith("/search"))
    expect(entries.map((entry) => entry.url)).toEqual(["https://x.test/a", "https://x.test/b"])
  })

  it("writes well-formed XML with escaped URLs and hreflang alternates including x-default", () => {
    const xml = sitemapXml([
      { url: "https://x.test/a?b=1&c=2", alternates: [{ hreflang: "x-default", href: "https://x.test/a" }] },
    ])
    expect(xmlError(xml)).toBeNull()
    expect(xml).toContain("<loc>https://x.test/a?b=1&amp;c=2</loc>")
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/a"/>')
    expect(sitemapUrls(xml)).toEqual(["https://x.test/a?b=1&c=2", "https://x.test/a"])
  })

  it("robots.txt allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://x.test/p/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.test/p/sitemap.xml\n",
    )
  })
})
