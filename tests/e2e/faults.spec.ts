import fs from "node:fs"
import path from "node:path"
import { buildTranslator } from "../../gatsby/messages"
import { componentAssets, type ChunkGroups } from "../../src/lib/perf/first-visit"
import { buildInternalsDir } from "../../src/lib/serving/unpublished"
import { expect, hydrated, inOneLocale, locales, test } from "./fixtures"

// The site under faults: storage that throws, code that fails to arrive, no JavaScript, a
// broken search index. What navigation.spec.ts and search-*.spec.ts already cover (aborted
// page-data, an aborted index, a hostile or huge q) is not repeated here.

const notLoaded = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|ERR_FAILED|ERR_ABORTED|status of 500/.test(error))

for (const locale of locales) {
  const t = buildTranslator(locale.code)

  inOneLocale(locale)(
    `${locale.code}: with localStorage throwing on every access the site works and simply forgets`,
    async ({ page, pageErrors }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      })
      await page.goto(`${locale.prefix}/docs/intro`)
      await hydrated(page)
      await expect(page.locator("main h1")).toBeVisible()
      const html = page.locator("html")
      await expect(html).toHaveAttribute("data-theme", "light")
      await page
        .getByRole("button", {
          name: new RegExp(t("colorMode.toggle", { mode: ".*" }).replace(/[()]/g, "\\$&").replace("\\.\\*", ".*")),
        })
        .click()
      await expect(html).toHaveAttribute("data-theme", "dark")
      const bar = page.getByRole("region", { name: t("announcement.label") })
      await bar.getByRole("button", { name: t("announcement.close") }).click()
      await expect(bar).toBeHidden()
      // Client navigation keeps the in-memory choices; a reload cannot.
      await page.locator("nav a[href*='/docs/']").last().click()
      await hydrated(page)
      await expect(html).toHaveAttribute("data-theme", "dark")
      await page.reload()
      await hydrated(page)
      await expect(html).toHaveAttribute("data-theme", "light")
      await expect(page.getByRole("region", { name: t("announcement.label") })).toBeVisible()
      expect(pageErrors).toEqual([])
    },
  )

  test(`${locale.code}: without JavaScript docs read, links navigate, and the search button does not pretend`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${locale.prefix}/docs/intro`)
    await expect(page.locator("main h1")).toBeVisible()
    expect((await page.locator("main article, main").first().innerText()).length).toBeGreaterThan(500)
    await expect(page.locator(`#base-url-issue-banner`)).toBeHidden()
    const search = page.getByRole("button", { name: new RegExp(t("search.button.label")) })
    expect(await search.isVisible()).toBe(false)
    // A link in the page itself (on a phone the sidebar sits in a menu that needs JavaScript).
    const target = page.locator(`main a[href^="${locale.prefix}/docs/"]:visible`).last()
    const href = (await target.getAttribute("href"))!
    await target.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, "\\$&")}$`))
    await expect(page.locator("main h1")).toBeVisible()
    await context.close()
  })
}

test("on a phone without JavaScript the navbar shows its links and the sidebar follows the article @mobile-only", async ({
  browser,
}) => {
  const t = buildTranslator("ja")
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto("/ja/docs/intro")
  // The menu, colour and announcement buttons need JavaScript, so they are not offered.
  await expect(page.getByRole("button", { name: t("announcement.close") })).toBeHidden()
  await expect(page.getByRole("button", { name: t("navbar.openMenu") })).toBeHidden()
  await expect(page.getByRole("button", { name: /ライトモードとダークモード/ })).toBeHidden()
  const navbar = page.getByRole("navigation", { name: t("navbar.mainMenu") })
  await expect(navbar.getByRole("link", { name: t("navbar.docs"), exact: true })).toBeVisible()
  await expect(navbar.getByRole("link", { name: t("navbar.blog"), exact: true })).toBeVisible()
  const sidebar = page.getByRole("navigation", { name: t("docs.sidebar.label") })
  await expect(sidebar).toBeVisible()
  const articleBottom = await page.locator("main").evaluate((main) => main.getBoundingClientRect().bottom)
  const sidebarTop = await sidebar.evaluate((nav) => nav.getBoundingClientRect().top)
  expect(sidebarTop).toBeGreaterThanOrEqual(articleBottom - 1)
  // Every category is open, and its toggle (which needs JavaScript) is not offered.
  await expect(sidebar.getByRole("button")).toHaveCount(0)
  // The navbar's links fit on one line each.
  const docsLink = await navbar.getByRole("link", { name: t("navbar.docs"), exact: true }).boundingBox()
  expect(docsLink!.height).toBeLessThan(48)
  await sidebar.getByRole("link", { name: "用語集" }).click()
  await expect(page).toHaveURL(/\/ja\/docs\/faq\/glossary$/)
  await expect(page.locator("main h1")).toBeVisible()
  await context.close()
})

/** The scripts of a page's own code (its component's chunk group), from the build's webpack stats. */
function pageScripts(pagePath: string): string[] {
  const pageData = JSON.parse(fs.readFileSync(`public/page-data${pagePath}/page-data.json`, "utf8")) as {
    componentChunkName: string
  }
  const statsFile = path.join(buildInternalsDir("public"), "webpack.stats.json")
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as ChunkGroups
  return componentAssets(stats, pageData.componentChunkName).scripts
}

test("a page-code chunk that fails to load during navigation reloads the target page, never a blank one", async ({
  page,
}) => {
  const glossaryScripts = pageScripts("/ja/docs/faq/glossary")
  await page.goto("/ja/docs/intro")
  await hydrated(page)
  const chunk = (url: URL) => glossaryScripts.includes(url.pathname)
  let failed = 0
  await page.route(chunk, (route) => {
    failed += 1
    return route.fulfill({ status: 500, body: "" })
  })
  const navigation = page.waitForEvent("framenavigated")
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ja/docs/faq/glossary"),
  )
  await navigation
  await page.unroute(chunk)
  await expect(page).toHaveURL(/\/ja\/docs\/faq\/glossary$/)
  await expect(page.locator("main h1")).toBeVisible()
  await hydrated(page)
  expect(failed).toBeGreaterThan(0)
})

const brokenIndexes = [
  {
    name: "answers 500",
    locale: locales[1],
    fulfil: { status: 500, contentType: "text/plain", body: "Internal Server Error" },
  },
  {
    name: "is malformed JSON",
    locale: locales[2],
    fulfil: { status: 200, contentType: "application/json", body: '{"documents": [{"id": 1, "title": "trunc' },
  },
  {
    name: "is JSON of the wrong shape",
    locale: locales[0],
    fulfil: { status: 200, contentType: "application/json", body: "[1, 2, 3]" },
  },
]
for (const broken of brokenIndexes) {
  test(`${broken.locale.code}: a search index that ${broken.name} shows the error state on the page and in the modal; the site keeps working`, async ({
    page,
    pageErrors,
  }) => {
    const t = buildTranslator(broken.locale.code)
    await page.route("**/search-index/**", (route) => route.fulfill(broken.fulfil))
    await page.goto(`${broken.locale.prefix}/search?q=schema`)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 2, name: t("search.error.title") })).toBeVisible()
    await expect(page.getByRole("button", { name: t("search.retry") })).toBeVisible()
    await page.goto(`${broken.locale.prefix}/docs/intro`)
    await hydrated(page)
    await page
      .getByRole("button", { name: new RegExp(t("search.button.label")) })
      .first()
      .click()
    await page
      .getByRole("dialog")
      .getByRole("searchbox")
      .or(page.getByRole("dialog").getByRole("combobox"))
      .first()
      .fill("schema")
    await expect(page.getByRole("dialog").getByRole("alert")).toContainText(t("search.error.title"))
    await page.keyboard.press("Escape")
    await expect(page.locator("main h1")).toBeVisible()
    expect(notLoaded(pageErrors)).toEqual([])
  })
}

test("a schema page's tree data that fails to load says so, and its retry button loads it", async ({ page }) => {
  const t = buildTranslator("en")
  await page.goto("/en/docs/core-modules/schema/schema-content/json-schema-processes")
  await hydrated(page)
  const fieldTree = "**/schema-explorer/en/*.json"
  await page.route(fieldTree, (route) => route.fulfill({ status: 500, body: "" }))
  const explorer = page.locator('section[aria-labelledby="schema-explorer"]')
  await explorer.getByRole("button", { name: t("schema.explorer.expandAll"), exact: true }).click()
  const explorerAlert = explorer.getByRole("alert")
  await expect(explorerAlert).toContainText(t("schema.explorer.loadError"))
  const rowsBefore = await explorer.locator("li[data-level]").count()
  await page.unroute(fieldTree)
  await explorerAlert.getByRole("button", { name: t("schema.explorer.retry") }).click()
  await expect(explorerAlert).toBeHidden()
  await expect.poll(() => explorer.locator("li[data-level]").count()).toBeGreaterThan(rowsBefore)

  const wholeList = "**/classifications/processes/all.json"
  await page.route(wholeList, (route) => route.fulfill({ status: 500, body: "" }))
  const classes = page.locator('section[data-class-list="processes"]')
  await classes.getByRole("searchbox").fill("2410")
  const classesAlert = classes.getByRole("alert")
  await expect(classesAlert).toContainText(t("classes.loadFailed"))
  await page.unroute(wholeList)
  await classesAlert.getByRole("button", { name: t("classes.retry") }).click()
  await expect(classesAlert).toBeHidden()
  await expect(page.locator('[id="class/processes/C/24/241/2410"]')).toBeVisible()
})
