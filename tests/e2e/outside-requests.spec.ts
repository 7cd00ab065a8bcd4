import { expect, hydrated, inOneLocale, locales, test } from "./fixtures"

// No page asks any host but the site's own (no fonts, scripts or trackers from
// elsewhere). Algolia's hosts are allowed only when the build was configured for Algolia.
const pages = [
  "",
  "/docs/intro",
  "/docs/core-modules/schema/schema-content/json-schema-processes",
  "/docs/category/core-modules",
  "/blog",
  "/blog/tidas-cli-0-2-0",
  "/blog/tags",
  "/blog/archive",
  "/blog/authors",
  "/search?q=tidas",
  "/no-such-page",
]
const algoliaConfigured = Boolean(process.env.GATSBY_ALGOLIA_APP_ID)
const allowedElsewhere = (url: URL) =>
  algoliaConfigured && /(^|\.)(algolia\.net|algolianet\.com|algolia\.io)$/.test(url.hostname)

for (const locale of locales) {
  inOneLocale(locale)(
    `every page type requests only the site's own origin (${locale.code})`,
    async ({ page, baseURL }) => {
      test.setTimeout(90_000)
      const origin = new URL(baseURL!).origin
      const outside: string[] = []
      page.on("request", (request) => {
        const url = new URL(request.url())
        if (url.protocol === "data:" || url.protocol === "blob:") return
        if (url.origin !== origin && !allowedElsewhere(url)) outside.push(`${page.url()} -> ${request.url()}`)
      })
      for (const path of pages) {
        await page.goto(`${locale.prefix}${path}` || "/")
        await hydrated(page)
        // Lazy parts (images, the search client, prefetches of linked pages) load as the reader scrolls.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await page.waitForLoadState("networkidle")
      }
      // Opening the search modal loads its code and index: still the site's own.
      await page.goto(`${locale.prefix}/docs/intro`)
      await hydrated(page)
      await page.keyboard.press("Control+k")
      await expect(page.getByRole("dialog")).toBeVisible()
      // The dialog shows while its code loads; keys typed before the field has focus go elsewhere.
      await expect(page.getByRole("dialog").getByRole("combobox")).toBeFocused()
      await page.keyboard.type("schema")
      await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible()
      await page.waitForLoadState("networkidle")
      expect(outside).toEqual([])
    },
  )
}
