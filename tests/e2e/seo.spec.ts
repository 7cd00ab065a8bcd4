import { loadMessages } from "../../gatsby/messages"
import { expect, locales, test } from "./fixtures"

// Head tags for sharing and machines on every page type, and the files the build writes for
// search engines, browsers and language models.
const site = (process.env.GATSBY_SITE_URL || "https://tidas.tiangong.earth").replace(/\/$/, "")
const ogLocales = ["zh_CN", "en", "ja"]

const pageTypes = [
  { path: "", type: "website", ld: [] },
  { path: "/docs/intro", type: "article", ld: ["BreadcrumbList", "TechArticle"] },
  {
    path: "/docs/core-modules/schema/schema-content/json-schema-processes",
    type: "article",
    ld: ["BreadcrumbList", "TechArticle"],
  },
  { path: "/docs/category/core-modules", type: "website", ld: ["BreadcrumbList"] },
  { path: "/blog", type: "website", ld: [] },
  { path: "/blog/tidas-cli-0-2-0", type: "article", ld: ["BlogPosting"] },
  { path: "/search", type: "website", ld: [] },
]

for (const locale of locales) {
  const messages = loadMessages(locale.code)

  test(`social and machine-readable head tags on every page type (${locale.code})`, async ({ page }) => {
    test.setTimeout(60_000)
    for (const { path, type, ld } of pageTypes) {
      const url = `${site}${locale.prefix}${path}` === site ? `${site}/` : `${site}${locale.prefix}${path}`
      await page.goto(`${locale.prefix}${path}` || "/")
      const head = await page.evaluate(() => {
        const meta = (key: string) =>
          document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null
        return {
          title: document.title,
          description: meta("description"),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          og: Object.fromEntries(
            [
              "og:title",
              "og:description",
              "og:type",
              "og:url",
              "og:locale",
              "og:image",
              "og:image:width",
              "og:image:height",
              "og:image:alt",
              "og:site_name",
            ].map((key) => [key, meta(key)]),
          ),
          ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
            m.getAttribute("content"),
          ),
          twitter: Object.fromEntries(
            ["twitter:card", "twitter:title", "twitter:description", "twitter:image"].map((key) => [key, meta(key)]),
          ),
          hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
            l.getAttribute("hreflang"),
          ),
          openSearch: document.querySelector('link[rel="search"][type="application/opensearchdescription+xml"]'),
          openSearchHref: document.querySelector('link[rel="search"]')?.getAttribute("href"),
          openSearchTitle: document.querySelector('link[rel="search"]')?.getAttribute("title"),
          ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
            JSON.parse(s.textContent ?? "{}"),
          ),
        }
      })
      const where = `${locale.code} ${path || "/"}`
      expect(head.canonical, where).toBe(url)
      expect(head.og, where).toEqual({
        "og:title": head.title,
        "og:description": head.description,
        "og:type": type,
        "og:url": url,
        "og:locale": ogLocales[locales.indexOf(locale)],
        "og:image": `${site}/img/social-card.png`,
        "og:image:width": "1200",
        "og:image:height": "630",
        "og:image:alt": messages["seo.image.alt"],
        "og:site_name": messages["site.title"],
      })
      expect(head.ogAlternates.sort(), where).toEqual(ogLocales.filter((_, i) => i !== locales.indexOf(locale)).sort())
      expect(head.twitter, where).toEqual({
        "twitter:card": "summary_large_image",
        "twitter:title": head.title,
        "twitter:description": head.description,
        "twitter:image": `${site}/img/social-card.png`,
      })
      expect(head.hreflang.sort(), where).toEqual(["en", "ja", "x-default", "zh-CN"])
      expect(head.openSearchHref, where).toBe(`${locale.prefix}/opensearch.xml`)
      expect(head.openSearchTitle, where).toBe(messages["seo.openSearch.shortName"])
      expect(
        head.ld.map((item) => item["@type"]),
        where,
      ).toEqual(ld)
      const article = head.ld.find((item) => item["@type"] === "TechArticle" || item["@type"] === "BlogPosting")
      if (article) {
        expect(article.headline, where).toBe(head.title.split(" | ")[0])
        expect(article.url, where).toBe(url)
        expect(article.image, where).toBe(`${site}/img/social-card.png`)
      }
    }
  })
}

test("sitemap, robots.txt, llms.txt, opensearch.xml and the social image are served and agree @desktop-only", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs).toContain(`${site}/docs/intro`)
  expect(locs).toContain(`${site}/ja/blog/tidas-cli-0-2-0`)
  expect(locs.filter((loc) => /\/search$|\/404|\/docs$/.test(loc))).toEqual([])
  const introEntry = sitemap.split("<url>").find((entry) => entry.includes(`<loc>${site}/en/docs/intro</loc>`))!
  for (const [lang, prefix] of [
    ["zh-CN", ""],
    ["en", "/en"],
    ["ja", "/ja"],
    ["x-default", ""],
  ]) {
    expect(introEntry).toContain(`hreflang="${lang}" href="${site}${prefix}/docs/intro"`)
  }
  // Every listed page answers (a sample: every tenth, to keep the test quick).
  for (const loc of locs.filter((_, i) => i % 10 === 0))
    expect((await request.get(loc.replace(site, ""))).status(), loc).toBe(200)

  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${site}/sitemap.xml`)

  for (const locale of locales) {
    const messages = loadMessages(locale.code)
    const llms = await (await request.get(`${locale.prefix}/llms.txt`)).text()
    expect(llms.startsWith(`# ${messages["site.title"]} (TIDAS)\n\n> ${messages["seo.llms.summary"]}`)).toBe(true)
    expect(llms).toContain(`](${site}${locale.prefix}/docs/core-modules/schema/schema-content/json-schema-processes)`)
    expect(llms).toMatch(/^## .+/m)

    const openSearch = await (await request.get(`${locale.prefix}/opensearch.xml`)).text()
    expect(openSearch).toContain(`template="${site}${locale.prefix}/search?q={searchTerms}"`)
    expect(openSearch).toContain(`<ShortName>${messages["seo.openSearch.shortName"]}</ShortName>`)
  }

  // What a browser does with the OpenSearch template: the search page runs the query.
  await page.goto("/en/search?q=unit%20group")
  await expect(page.locator("main").getByRole("searchbox")).toHaveValue("unit group")

  const image = await request.get("/img/social-card.png")
  expect(image.status()).toBe(200)
  expect(image.headers()["content-type"]).toBe("image/png")
  const png = await image.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})
