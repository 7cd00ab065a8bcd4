import { categorySlugs, docIds, expect, hydrated, locales, test, withoutHtmlRedirects } from "./fixtures"

// Every fixed route answers 200 in every locale, with the reading chrome a doc page needs, in the
// HTML the server sends (the page types' scripts are tested elsewhere). The pages of a locale are
// visited in a few tests rather than one test each: a test's own start-up (browser context,
// fixtures) costs more than a page load.
const docChunks = [docIds.slice(0, 8), docIds.slice(8, 15), docIds.slice(15)]

for (const locale of locales) {
  test.describe(`docs routes (${locale.code}) @desktop-only`, () => {
    test.use({ javaScriptEnabled: false })

    for (const ids of docChunks) {
      test(`${locale.prefix}/docs/${ids[0]} … ${ids.at(-1)}`, async ({ page }) => {
        test.setTimeout(ids.length * 15_000)
        for (const id of ids) {
          await test.step(`${locale.prefix}/docs/${id}`, async () => {
            const response = await page.goto(`${locale.prefix}/docs/${id}`)
            expect(response?.status(), id).toBe(200)
            await expect(page.locator("html")).toHaveAttribute("lang", locale.htmlLang)
            const h1 = await page.locator("main h1").first().innerText()
            expect(h1.trim().length, id).toBeGreaterThan(1)
            await expect(page).toHaveTitle(`${h1.trim()} | ${await siteTitle(page)}`)
            const sidebar = page.locator('nav[data-sidebar-id="tutorialSidebar"]')
            await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
              "href",
              `${locale.prefix}/docs/${id}`,
            )
            await expect(page.locator("main nav ol li").last()).toHaveText(
              await sidebar.locator('a[aria-current="page"]').innerText(),
            )
            const pager = page.locator('main a[rel="prev"], main a[rel="next"]')
            expect(await pager.count(), id).toBeGreaterThan(0)
            if (id !== "intro") await expect(page.locator('main a[rel="prev"]')).toHaveCount(1)
            // Written pages have sections, so the table of contents lists them.
            expect(await page.locator("main h2").count(), id).toBeGreaterThan(1)
            await expect(page.locator('nav[aria-label] a[href^="#"]').first()).toBeAttached()
          })
        }
      })
    }

    test(`${locale.prefix}/docs/category/*`, async ({ page }) => {
      test.setTimeout(categorySlugs.length * 15_000)
      for (const slug of categorySlugs) {
        await test.step(`${locale.prefix}/docs/category/${slug}`, async () => {
          const response = await page.goto(`${locale.prefix}/docs/category/${slug}`)
          expect(response?.status(), slug).toBe(200)
          await expect(page.locator("main h1")).toBeVisible()
          expect(await page.locator("main ul a[data-card-type]").count(), slug).toBeGreaterThan(0)
          await expect(page.locator('nav[data-sidebar-id="tutorialSidebar"] a[aria-current="page"]')).toHaveAttribute(
            "href",
            `${locale.prefix}/docs/category/${slug}`,
          )
        })
      }
    })
  })
}

async function siteTitle(page: import("@playwright/test").Page) {
  const lang = await page.locator("html").getAttribute("lang")
  return { "zh-CN": "天工 LCA 数据系统", en: "TianGong LCA Data System", ja: "天工 LCA データシステム" }[lang as "en"]
}

test.describe("docs root and home", () => {
  for (const locale of locales) {
    test(`${locale.prefix || "/"} home and ${locale.prefix}/docs lead to the intro`, async ({ page }) => {
      const home = await page.goto(locale.prefix || "/")
      expect(home?.status()).toBe(200)
      await expect(page).toHaveTitle(`TIDAS | ${await siteTitle(page)}`)
      const cta = page.locator("main a.button")
      await expect(cta).toContainText("TIDAS")
      await expect(cta).toHaveAttribute("href", `${locale.prefix}/docs/intro`)
      await page.goto(`${locale.prefix}/docs`)
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/intro$`))
    })
  }

  test("the Japanese home page carries the spec's button and subtitle", async ({ page }) => {
    await page.goto("/ja/")
    await expect(page.locator("main h1")).toHaveText("天工 LCA データシステム（TIDAS）")
    await expect(page.getByRole("link", { name: "⏱️ 1分で TIDAS を知る" })).toBeVisible()
    await expect(page.getByText("グローバルに共有、LCA データをロスレスに変換")).toBeVisible()
    for (const heading of ["TIDAS データエコシステム", "TIDAS でできること", "発起組織"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible()
    }
  })
})

test.describe("schema downloads", () => {
  test("/schemas/*.json are served as draft-07 JSON Schema", async ({ request }) => {
    for (const name of ["tidas_processes", "tidas_flows", "tidas_contacts", "tidas_data_types"]) {
      const response = await request.get(`/schemas/${name}.json`)
      expect(response.status(), name).toBe(200)
      const schema = await response.json()
      expect(schema.$schema, name).toBe("http://json-schema.org/draft-07/schema#")
      expect(schema.$id, name).toBe(`${name}.json`)
    }
  })

  test("the processes page links its schema file", async ({ page }) => {
    await page.goto("/ja/docs/core-modules/schema/schema-content/json-schema-processes")
    const link = page.locator('main a[href="/schemas/tidas_processes.json"]').first()
    await expect(link).toBeAttached()
    const response = await page.request.get((await link.getAttribute("href"))!)
    expect(response.ok()).toBe(true)
  })
})

test("the not-found page strips .html and index.html towards this site only, as under any static server @desktop-only", async ({
  page,
  baseURL,
}) => {
  await withoutHtmlRedirects(page, baseURL!)
  await page.goto("/ja/docs/intro.html?x=1#top")
  await expect(page).toHaveURL(/\/ja\/docs\/intro\?x=1#top$/)
  await expect(page.locator("main h1").first()).toBeVisible()
  await page.goto("/en/docs/faq/glossary/index.html")
  await expect(page).toHaveURL(/\/en\/docs\/faq\/glossary$/)
  const origins = new Set<string>()
  page.on("request", (request) => origins.add(new URL(request.url()).origin))
  for (const target of ["//evil.example/x.html", "/\\evil.example/x.html", "//evil.example/index.html"]) {
    await page.goto(`${baseURL}${target}`)
    await hydrated(page)
    await page.waitForTimeout(300)
    expect(new URL(page.url()).origin, target).toBe(baseURL)
    await expect(page.getByRole("heading", { level: 1 }), target).toHaveText("找不到页面")
  }
  expect([...origins]).toEqual([baseURL])
})

test("a path with encoded slashes or backslashes shows the not-found page of the plain path, on this site @desktop-only", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  for (const [target, plain, heading] of [
    ["/a%2Fb", "/a/b", "找不到页面"],
    ["/%2F%2Fevil.example/x", "/evil.example/x", "找不到页面"],
    ["/en/no%5Csuch%2fpage", "/en/no/such/page", "Page Not Found"],
  ] as const) {
    await page.goto(`${baseURL}${target}`)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 }), target).toHaveText(heading)
    expect(new URL(page.url()).origin, target).toBe(baseURL)
    expect(new URL(page.url()).pathname, target).toBe(plain)
  }
  // The not-found answers themselves are logged as failed loads; nothing else may be.
  expect(pageErrors.filter((error) => !error.includes("Failed to load resource"))).toEqual([])
})
