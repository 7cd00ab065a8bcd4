import { axe } from "./axe"
import type { Page } from "@playwright/test"
import { buildTranslator } from "../../gatsby/messages"
import { expect, hydrated, locales, test } from "./fixtures"

// The /search page in every locale, against the built site and its local index.
const queries = { "zh-CN": "数据格式", en: "unit group", ja: "検証" } as const

const searchUrl = (prefix: string, query?: string) => `${prefix}/search${query === undefined ? "" : `?q=${encodeURIComponent(query)}`}`
const historyLength = (page: Page) => page.evaluate(() => window.history.length)
/** Aborted index requests are logged by the browser as console errors; they are the point of that test. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))

for (const locale of locales) {
  const t = buildTranslator(locale.code)
  const query = queries[locale.code]

  test.describe(`search page (${locale.code})`, () => {
    test("shows grouped results for q from the address, linking to real pages", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix, query))
      await hydrated(page)
      const main = page.locator("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t("search.page.headingWithQuery", { query }))
      await expect(main.getByRole("searchbox", { name: t("search.page.inputLabel") })).toHaveValue(query)
      await expect(main.getByRole("status")).toHaveText(/\d/)
      const groups = main.getByRole("heading", { level: 2 })
      expect(await groups.count()).toBeGreaterThan(0)
      const titles = await groups.allTextContents()
      expect(new Set(titles).size).toBe(titles.length)
      const hrefs = await main.locator("ul a").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(await main.locator("ul a mark").count()).toBeGreaterThan(0)
      for (const href of hrefs) {
        if (locale.prefix) expect(href.startsWith(`${locale.prefix}/`)).toBe(true)
        else expect(href).not.toMatch(/^\/(en|ja)\//)
      }
      for (const href of [...new Set(hrefs.map((href) => href.split("#")[0]))].slice(0, 5)) {
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
      expect(pageErrors).toEqual([])
    })

    test("the static page has the heading, the form and the hint", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(searchUrl(locale.prefix))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.page.heading"))
      await expect(page.getByRole("searchbox", { name: t("search.page.inputLabel") })).toBeVisible()
      await expect(page.getByText(t("search.page.hint"))).toBeVisible()
      // Result lists fold into the one search page: its canonical URL has no query.
      await page.goto(`${searchUrl(locale.prefix)}?q=unit`)
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).search).toBe("")
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toMatch(/\/search$/)
      await expect(page).toHaveTitle(new RegExp(`^${t("search.page.title")} `))
      await context.close()
    })

    test("typing updates q with replaceState, and a result opens its page", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix))
      await hydrated(page)
      const input = page.getByRole("searchbox", { name: t("search.page.inputLabel") })
      await expect(input).toBeFocused()
      const before = await historyLength(page)
      await input.pressSequentially(query, { delay: 20 })
      await expect.poll(() => page.evaluate(() => new URLSearchParams(window.location.search).get("q"))).toBe(query)
      expect(await historyLength(page)).toBe(before)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.page.headingWithQuery", { query }))
      const first = page.locator("main ul a").first()
      const href = (await first.getAttribute("href"))!
      await first.click()
      await expect.poll(() => page.evaluate(() => decodeURI(window.location.pathname + window.location.hash))).toBe(decodeURI(href))
      await expect(page.locator("main h1")).not.toHaveText(t("search.page.headingWithQuery", { query }))
      // Back on the search page, the query typed earlier is still there.
      await page.goBack()
      await expect(page.getByRole("searchbox", { name: t("search.page.inputLabel") })).toHaveValue(query)
      await input.fill("")
      await expect.poll(() => page.evaluate(() => window.location.search)).toBe("")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.page.heading"))
      await expect(page.locator("main ul")).toHaveCount(0)
      expect(pageErrors).toEqual([])
    })

    test("a hostile q is shown as text and runs nothing @desktop-only", async ({ page, pageErrors }) => {
      const dialogs: string[] = []
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)">`
      await page.goto(searchUrl(locale.prefix, hostile))
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.page.headingWithQuery", { query: hostile }))
      await expect(page.getByRole("searchbox", { name: t("search.page.inputLabel") })).toHaveValue(hostile)
      await expect(page.locator("main").getByRole("status")).not.toHaveText(t("search.loading"))
      expect(await page.locator("main script, main img").count()).toBe(0)
      expect(dialogs).toEqual([])
      expect(pageErrors).toEqual([])
    })

    test("a 10,000-character q is cut with a notice, and the page still works @desktop-only", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix, "a".repeat(10_000)))
      await hydrated(page)
      await expect(page.getByText(t("search.page.truncated", { max: 512 }))).toBeVisible()
      const input = page.getByRole("searchbox", { name: t("search.page.inputLabel") })
      expect((await input.inputValue()).length).toBe(512)
      // A 512-character word wraps instead of widening the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await input.fill(query)
      await expect(page.getByText(t("search.page.truncated", { max: 512 }))).toHaveCount(0)
      await expect(page.locator("main ul a").first()).toBeVisible()
      expect(pageErrors).toEqual([])
    })

    test("bad percent-encoding in q does not break the page @desktop-only", async ({ page, pageErrors }) => {
      await page.goto(`${locale.prefix}/search?q=%E0%A4%A`)
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 1 })).toContainText("%A")
      await expect(page.locator("main").getByRole("status")).not.toHaveText(t("search.loading"))
      expect(pageErrors).toEqual([])
    })

    test("a query without hits says so", async ({ page, pageErrors }) => {
      await page.goto(searchUrl(locale.prefix, "zzzxqjvv"))
      await hydrated(page)
      await expect(page.locator("main").getByRole("status")).toHaveText(t("search.page.noResults"))
      await expect(page.locator("main ul")).toHaveCount(0)
      expect(pageErrors).toEqual([])
    })

    test("search code and the index are fetched by the first query, not by the page", async ({ page, pageErrors }) => {
      const searchFiles = /\/(search-results|search-local|search-algolia)-[0-9a-f]+\.js$|\/search-index\//
      const fetched: string[] = []
      page.on("request", (request) => {
        if (searchFiles.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname)
      })
      await page.goto(searchUrl(locale.prefix))
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      expect(fetched).toEqual([])
      await page.getByRole("searchbox", { name: t("search.page.inputLabel") }).fill(query)
      await expect(page.locator("main ul a").first()).toBeVisible()
      expect(fetched.some((file) => /search-results-/.test(file))).toBe(true)
      expect(fetched.some((file) => /search-index\//.test(file))).toBe(true)
      expect(pageErrors).toEqual([])
    })

    test("results code that fails to load shows the error state, and Retry recovers @desktop-only", async ({ page, pageErrors }) => {
      const chunk = /\/search-results-[0-9a-f]+\.js$/
      await page.route(chunk, (route) => route.abort())
      await page.goto(searchUrl(locale.prefix, query))
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toBeVisible()
      await page.unroute(chunk)
      await page.getByRole("button", { name: t("search.retry") }).click()
      await expect(page.locator("main ul a").first()).toBeVisible()
      await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toHaveCount(0)
      expect(unexpected(pageErrors).filter((error) => !/ChunkLoadError|Loading chunk/.test(error))).toEqual([])
    })

    test("an index that fails to load shows the error state, and Retry recovers @desktop-only", async ({ page, pageErrors }) => {
      await page.route("**/search-index/**", (route) => route.abort())
      await page.goto(searchUrl(locale.prefix, query))
      await hydrated(page)
      await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toBeVisible()
      await expect(page.getByText(t("search.error.help"))).toBeVisible()
      await page.unrouteAll()
      await page.getByRole("button", { name: t("search.retry") }).click()
      await expect(page.locator("main ul a").first()).toBeVisible()
      await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toHaveCount(0)
      expect(unexpected(pageErrors)).toEqual([])
    })
  })

  for (const theme of ["light", "dark"] as const) {
    test(`search page axe: ${locale.code} ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme)
      await page.goto(searchUrl(locale.prefix, query))
      await hydrated(page)
      await expect(page.locator("main ul a").first()).toBeVisible()
      const results = await axe(page).analyze()
      const problems = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)
      expect(problems).toEqual([])
    })
  }
}

test("search page pagination: 20 hits a page, page kept in the address", async ({ page, pageErrors }) => {
  const t = buildTranslator("en")
  await page.goto(searchUrl("/en", "data"))
  await hydrated(page)
  const nav = page.getByRole("navigation", { name: t("search.page.pagination") })
  await expect(nav).toContainText(/Page 1 of \d+/)
  await expect(page.locator("main ul a")).toHaveCount(20)
  await expect(nav.getByRole("button", { name: t("search.page.previous") })).toBeDisabled()
  const firstHref = await page.locator("main ul a").first().getAttribute("href")
  const before = await historyLength(page)
  await nav.getByRole("button", { name: t("search.page.next") }).click()
  await expect(nav).toContainText(/Page 2 of \d+/)
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe("?q=data&page=2")
  await expect(page.locator("main ul a").first()).not.toHaveAttribute("href", firstHref!)
  expect(await historyLength(page)).toBe(before)
  await page.reload()
  await hydrated(page)
  await expect(nav).toContainText(/Page 2 of \d+/)
  await nav.getByRole("button", { name: t("search.page.previous") }).click()
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe("?q=data")
  expect(pageErrors).toEqual([])
})
