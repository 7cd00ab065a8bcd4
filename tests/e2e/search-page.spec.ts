import type { Page } from "@playwright/test"
import { buildTranslator } from "../../gatsby/messages"
import type { TFunction } from "i18next"
import { expect, holdParagraphsPart, hydrated, inOneLocale, locales, test } from "./fixtures"

// The /search page, against the built site and its local index: what a locale changes (its index,
// its strings) in every locale, the address, history and failures on the Japanese site. axe runs
// on it in a11y.spec.ts.
const queries = { "zh-CN": "数据格式", en: "unit group", ja: "検証" } as const

const searchUrl = (prefix: string, query?: string) =>
  `${prefix}/search${query === undefined ? "" : `?q=${encodeURIComponent(query)}`}`
const historyLength = (page: Page) => page.evaluate(() => window.history.length)
/** The address as the reader sees it: path and decoded query. */
const addressOf = (page: Page) =>
  page.evaluate(() => window.location.pathname + decodeURIComponent(window.location.search.replace(/\+/g, " ")))
/** Links to results (the pagination's links are not in a list under a group heading). */
const hitLinks = (page: Page) => page.locator("main h2 + ul a")
/** The visible count line ('12 results found', 'Searching…'); a live region announces its text. */
const countLine = (page: Page) => page.locator("main #search-page-status")
/** Waits for the answer to the query: the count line says something other than 'Searching…'. */
async function answered(page: Page, loading: string) {
  await expect(countLine(page)).toHaveText(/\S/)
  await expect(countLine(page)).not.toContainText(loading)
}
/** The results shown answer `query`: every highlighted match is a part of it (MiniSearch's local index marks the query's words and CJK runs). */
async function showsResultsFor(page: Page, query: string) {
  await expect
    .poll(async () => {
      const marks = await hitLinks(page).locator("mark").allTextContents()
      return marks.length > 0 && marks.every((mark) => query.toLowerCase().includes(mark.trim().toLowerCase()))
    })
    .toBe(true)
}
/** 'Page 2 of N' in the reader's language. */
const pageOf = (t: TFunction, page: number) =>
  new RegExp(
    `^${t("searchPage.pageOf", { page, total: 999 })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("999", "\\d+")}$`,
  )
/** Sends the reader to the search page for `query` from the navbar's search, as 'See all results' does. */
async function seeAllFromModal(page: Page, t: TFunction, query: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: t("search.button.label"), exact: true })
    .click()
  const modal = page.getByRole("dialog", { name: t("search.modal.label") })
  await modal.getByRole("combobox").fill(query)
  await expect(modal.getByRole("listbox")).toBeVisible()
  const seeAll = modal.locator("footer").getByRole("link")
  await expect(seeAll).toHaveText(/\d/)
  await seeAll.click()
  await expect(modal).toBeHidden()
}
/** Aborted index requests are logged by the browser as console errors; they are the point of that test. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))

for (const locale of locales) {
  const t = buildTranslator(locale.code)
  const query = queries[locale.code]
  const once = inOneLocale(locale)

  test.describe(`search page (${locale.code})`, () => {
    test("shows grouped results for q from the address, linking to real pages", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix, query))
      await hydrated(page)
      const main = page.locator("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.headingWithQuery", { query }))
      await expect(main.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toHaveValue(query)
      await expect(countLine(page)).toHaveText(/\d/)
      // The count is announced politely once the results have settled.
      await expect(main.getByRole("status")).toHaveText(/\d/)
      await expect(main.getByRole("status")).toHaveAttribute("aria-live", "polite")
      const groups = main.getByRole("heading", { level: 2 })
      expect(await groups.count()).toBeGreaterThan(0)
      const titles = await groups.allTextContents()
      expect(new Set(titles).size).toBe(titles.length)
      const hrefs = await hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(await hitLinks(page).locator("mark").count()).toBeGreaterThan(0)
      await showsResultsFor(page, query)
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.headingWithQuery", { query }))
      await expect(main.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toHaveValue(query)
      for (const href of hrefs) {
        if (locale.prefix) expect(href.startsWith(`${locale.prefix}/`)).toBe(true)
        else expect(href).not.toMatch(/^\/(en|ja)\//)
      }
      for (const href of [...new Set(hrefs.map((href) => href.split("#")[0]))].slice(0, 5)) {
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
      // The address stays as it came: the query, with the locale's prefix, and no page 1.
      expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe(
        searchUrl(locale.prefix, query),
      )
      expect(pageErrors).toEqual([])
    })

    once(
      "back and forward bring back the query of each visit to the page @desktop-only",
      async ({ page, pageErrors }) => {
        const other = "UUID"
        await page.goto(searchUrl(locale.prefix, query))
        await hydrated(page)
        const main = page.locator("main")
        const input = main.getByRole("searchbox", { name: t("searchPage.inputLabel") })
        await showsResultsFor(page, query)
        // From the page itself: Gatsby navigates to the same page with another query.
        await seeAllFromModal(page, t, other)
        await expect.poll(() => addressOf(page)).toBe(`${locale.prefix}/search?q=${other}`)
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(
          t("searchPage.headingWithQuery", { query: other }),
        )
        await expect(input).toHaveValue(other)
        await showsResultsFor(page, other)
        await page.goBack()
        await expect.poll(() => addressOf(page)).toBe(`${locale.prefix}/search?q=${query}`)
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.headingWithQuery", { query }))
        await expect(input).toHaveValue(query)
        await showsResultsFor(page, query)
        await page.goForward()
        await expect.poll(() => addressOf(page)).toBe(`${locale.prefix}/search?q=${other}`)
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(
          t("searchPage.headingWithQuery", { query: other }),
        )
        await expect(input).toHaveValue(other)
        await showsResultsFor(page, other)
        expect(pageErrors).toEqual([])
      },
    )

    test("the static page has the heading, the form and the hint", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(searchUrl(locale.prefix))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.heading"))
      await expect(page.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toBeVisible()
      await expect(page.getByText(t("searchPage.hint"))).toBeVisible()
      // Result lists fold into the one search page: its canonical URL has no query.
      await page.goto(`${searchUrl(locale.prefix)}?q=unit`)
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).search).toBe("")
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toMatch(/\/search$/)
      await expect(page).toHaveTitle(new RegExp(`^${t("searchPage.title")} `))
      await context.close()
    })

    once(
      "typing updates q with replaceState, and a result opens its page",
      { tag: "@mobile" },
      async ({ page, pageErrors }) => {
        await page.goto(searchUrl(locale.prefix))
        await hydrated(page)
        const input = page.getByRole("searchbox", { name: t("searchPage.inputLabel") })
        await expect(input).toBeFocused()
        const before = await historyLength(page)
        await input.pressSequentially(query, { delay: 20 })
        await expect.poll(() => page.evaluate(() => new URLSearchParams(window.location.search).get("q"))).toBe(query)
        expect(await historyLength(page)).toBe(before)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.headingWithQuery", { query }))
        const first = hitLinks(page).first()
        const href = (await first.getAttribute("href"))!
        await first.click()
        await expect
          .poll(() => page.evaluate(() => decodeURI(window.location.pathname + window.location.hash)))
          .toBe(decodeURI(href))
        await expect(page.locator("main h1")).not.toHaveText(t("searchPage.headingWithQuery", { query }))
        // Back on the search page, the query typed earlier is still there.
        await page.goBack()
        await expect(page.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toHaveValue(query)
        await input.fill("")
        await expect.poll(() => page.evaluate(() => window.location.search)).toBe("")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("searchPage.heading"))
        await expect(page.locator("main ul:visible")).toHaveCount(0)
        expect(pageErrors).toEqual([])
      },
    )

    once("a hostile q is shown as text and runs nothing @desktop-only", async ({ page, pageErrors }) => {
      const dialogs: string[] = []
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)">`
      await page.goto(searchUrl(locale.prefix, hostile))
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("searchPage.headingWithQuery", { query: hostile }),
      )
      await expect(page.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toHaveValue(hostile)
      await answered(page, t("search.loading"))
      expect(await page.locator("main script, main img").count()).toBe(0)
      expect(dialogs).toEqual([])
      expect(pageErrors).toEqual([])
    })

    once(
      "a 10,000-character q is cut with a notice, and the page still works @desktop-only",
      async ({ page, pageErrors }) => {
        await page.goto(searchUrl(locale.prefix, "a".repeat(10_000)))
        await hydrated(page)
        await expect(page.getByText(t("searchPage.truncated", { max: 512 }))).toBeVisible()
        const input = page.getByRole("searchbox", { name: t("searchPage.inputLabel") })
        expect((await input.inputValue()).length).toBe(512)
        // A 512-character word wraps instead of widening the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await input.fill(query)
        await expect(page.getByText(t("searchPage.truncated", { max: 512 }))).toHaveCount(0)
        await expect(hitLinks(page).first()).toBeVisible()
        expect(pageErrors).toEqual([])
      },
    )

    once("bad percent-encoding in q does not break the page @desktop-only", async ({ page, pageErrors }) => {
      await page.goto(`${locale.prefix}/search?q=%E0%A4%A`)
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 1 })).toContainText("%A")
      await answered(page, t("search.loading"))
      expect(pageErrors).toEqual([])
    })

    test("a query without hits says so", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix, "zzzxqjvv"))
      await hydrated(page)
      await expect(countLine(page)).toHaveText(t("searchPage.noResults"))
      await expect(page.locator("main").getByRole("status")).toHaveText(t("searchPage.noResults"))
      await expect(page.locator("main ul:visible")).toHaveCount(0)
      expect(pageErrors).toEqual([])
    })

    once("the results are busy until the paragraphs part has arrived @desktop-only", async ({ page, pageErrors }) => {
      test.setTimeout(60_000)
      const release = await holdParagraphsPart(page)
      await page.goto(searchUrl(locale.prefix, query))
      const results = page.locator("main div[aria-busy]").filter({ has: page.locator("h2 + ul a") })
      // The first results need the search code, the headings part and, on the Chinese site, the
      // character conversion table: longer than a usual wait on a loaded machine.
      await expect(results).toHaveAttribute("aria-busy", "true", { timeout: 20_000 })
      release()
      // Reading and indexing the paragraphs part takes seconds on a loaded machine.
      await expect(results).toHaveAttribute("aria-busy", "false", { timeout: 20_000 })
      expect(pageErrors).toEqual([])
    })

    once("search code and the index are fetched by the first query, not by the page", async ({ page, pageErrors }) => {
      const searchFiles = /\/(search-results|search-local|search-algolia)-[0-9a-f]+\.js$|\/search-index\//
      const fetched: string[] = []
      page.on("request", (request) => {
        if (searchFiles.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname)
      })
      await page.goto(searchUrl(locale.prefix))
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      expect(fetched).toEqual([])
      await page.getByRole("searchbox", { name: t("searchPage.inputLabel") }).fill(query)
      await expect(hitLinks(page).first()).toBeVisible()
      expect(fetched.some((file) => /search-results-/.test(file))).toBe(true)
      expect(fetched.some((file) => /search-index\//.test(file))).toBe(true)
      expect(pageErrors).toEqual([])
    })

    once(
      "results code that fails to load shows the error state, and Retry recovers @desktop-only",
      async ({ page, pageErrors }) => {
        const chunk = /\/search-results-[0-9a-f]+\.js$/
        await page.route(chunk, (route) => route.abort())
        await page.goto(searchUrl(locale.prefix, query))
        await hydrated(page)
        await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toBeVisible()
        await page.unroute(chunk)
        await page.getByRole("button", { name: t("search.retry") }).click()
        await expect(hitLinks(page).first()).toBeVisible()
        await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toHaveCount(0)
        expect(unexpected(pageErrors).filter((error) => !/ChunkLoadError|Loading chunk/.test(error))).toEqual([])
      },
    )

    once(
      "an index that fails to load shows the error state, and Retry recovers @desktop-only",
      async ({ page, pageErrors }) => {
        await page.route("**/search-index/**", (route) => route.abort())
        await page.goto(searchUrl(locale.prefix, query))
        await hydrated(page)
        await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toBeVisible()
        await expect(page.getByText(t("search.error.help"))).toBeVisible()
        await page.unrouteAll()
        await page.getByRole("button", { name: t("search.retry") }).click()
        await expect(hitLinks(page).first()).toBeVisible()
        await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toHaveCount(0)
        expect(unexpected(pageErrors)).toEqual([])
      },
    )
  })
}

test("search page pagination: 20 hits a page, page kept in the address", async ({ page, pageErrors }) => {
  const t = buildTranslator("en")
  await page.goto(searchUrl("/en", "data"))
  await hydrated(page)
  const nav = page.getByRole("navigation", { name: t("searchPage.pagination") })
  const hits = hitLinks(page)
  await expect(nav).toContainText(/Page 1 of \d+/)
  await expect(hits).toHaveCount(20)
  // On the first page 'Previous page' is text, not a link.
  await expect(nav.getByText(t("searchPage.previous"))).toBeVisible()
  await expect(nav.getByRole("link", { name: t("searchPage.previous") })).toHaveCount(0)
  const next = nav.getByRole("link", { name: t("searchPage.next") })
  await expect(next).toHaveAttribute("href", "/en/search?q=data&page=2")
  const firstHref = await hits.first().getAttribute("href")
  const before = await historyLength(page)
  await next.click()
  await expect(nav).toContainText(/Page 2 of \d+/)
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe("?q=data&page=2")
  await expect(hits.first()).not.toHaveAttribute("href", firstHref!)
  // The reader is taken to the new page's top: the count line has the focus.
  await expect(countLine(page)).toBeFocused()
  expect(await historyLength(page)).toBe(before)
  await page.reload()
  await hydrated(page)
  await expect(nav).toContainText(/Page 2 of \d+/)
  await expect(hits.first()).not.toHaveAttribute("href", firstHref!)
  await nav.getByRole("link", { name: t("searchPage.previous") }).click()
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe("?q=data")
  await expect(hits.first()).toHaveAttribute("href", firstHref!)
  expect(pageErrors).toEqual([])
})

test("search page: a page number in the address holds while the index's text part is still on its way @desktop-only", async ({
  page,
  pageErrors,
}) => {
  const t = buildTranslator("ja")
  // The titles part answers first with a page or two; the text part, held back here, has many.
  await page.route("**/search-index/ja.content.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto(`${searchUrl("/ja", "TIDAS")}&page=5`)
  await hydrated(page)
  await expect(countLine(page)).toHaveText(t("searchPage.loadingMore"))
  expect(await addressOf(page)).toBe("/ja/search?q=TIDAS&page=5")
  await answered(page, t("search.loading"))
  await expect(countLine(page)).not.toHaveText(t("searchPage.loadingMore"))
  const nav = page.getByRole("navigation", { name: t("searchPage.pagination") })
  await expect(nav.locator('[aria-current="page"]')).toHaveText(pageOf(t, 5))
  await expect.poll(() => addressOf(page)).toBe("/ja/search?q=TIDAS&page=5")
  await expect(hitLinks(page).first()).toBeVisible()
  expect(pageErrors).toEqual([])
})

test("search page: back and forward come back to the page number in the address @desktop-only", async ({
  page,
  pageErrors,
}) => {
  const t = buildTranslator("ja")
  await page.goto(searchUrl("/ja", "データ"))
  await hydrated(page)
  const nav = page.getByRole("navigation", { name: t("searchPage.pagination") })
  const hits = hitLinks(page)
  await expect(nav).toContainText(/\d/)
  await nav.getByRole("link", { name: t("searchPage.next") }).click()
  await expect.poll(() => addressOf(page)).toBe("/ja/search?q=データ&page=2")
  const current = nav.locator('[aria-current="page"]')
  await expect(current).toHaveText(pageOf(t, 2))
  await seeAllFromModal(page, t, "UUID")
  await expect.poll(() => addressOf(page)).toBe("/ja/search?q=UUID")
  await answered(page, t("search.loading"))
  await page.goBack()
  await expect.poll(() => addressOf(page)).toBe("/ja/search?q=データ&page=2")
  await expect(page.getByRole("searchbox", { name: t("searchPage.inputLabel") })).toHaveValue("データ")
  await expect(current).toHaveText(pageOf(t, 2))
  await expect(hits.first()).toBeVisible()
  // Only a page after the first has a link back.
  await expect(nav.getByRole("link", { name: t("searchPage.previous") })).toBeVisible()
  expect(pageErrors).toEqual([])
})
