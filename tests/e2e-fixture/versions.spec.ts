import { expect, test } from "@playwright/test"

const hydrated = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))

test.describe("with a released version (1.0.0)", () => {
  test("the release is served at /docs and current moves to /docs/next", async ({ page }) => {
    expect((await page.goto("/ja/docs/intro"))?.status()).toBe(200)
    await expect(page.locator("[data-doc-banner]")).toHaveCount(0)
    expect((await page.goto("/ja/docs/next/intro"))?.status()).toBe(200)
    const banner = page.locator('[data-doc-banner="unreleased"]')
    await expect(banner).toContainText("未公開のバージョン")
    await expect(banner.getByRole("link")).toHaveAttribute("href", "/ja/docs/intro")
    await page.goto("/en/docs")
    await expect(page).toHaveURL(/\/en\/docs\/intro$/)
    await page.goto("/en/docs/next")
    await expect(page).toHaveURL(/\/en\/docs\/next\/intro$/)
  })

  test("links inside a versioned page stay in its version", async ({ page }) => {
    await page.goto("/en/docs/next/intro")
    const internal = page.locator('main .markdown a[href^="/en/docs"]')
    expect(await internal.count()).toBeGreaterThan(0)
    for (const href of await internal.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/en\/docs\/next\//)
    await page.goto("/en/docs/intro")
    for (const href of await page
      .locator('main .markdown a[href^="/en/docs"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).not.toMatch(/^\/en\/docs\/next\//)
    }
  })

  test("the version dropdown links the same doc in each version and remembers the choice", async ({ page }) => {
    await page.goto("/ja/docs/faq/glossary")
    await hydrated(page)
    const button = page.getByRole("button", { name: /ドキュメントのバージョンを選択/ })
    await expect(button).toContainText("1.0.0")
    await button.click()
    await expect(page.locator('a[data-version="current"]')).toHaveAttribute("href", "/ja/docs/next/faq/glossary")
    await page.locator('a[data-version="current"]').click()
    await expect(page).toHaveURL(/\/ja\/docs\/next\/faq\/glossary$/)
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
    await page.goto("/ja/")
    await hydrated(page)
    await expect(page.getByRole("button", { name: /ドキュメントのバージョンを選択/ })).toContainText("未公開版 🚧")
  })

  test("a doc missing from a version links that version's main doc", async ({ page }) => {
    await page.goto("/en/docs/next/faq/fixture-unlisted")
    await hydrated(page)
    await page.getByRole("button", { name: /Choose docs version/ }).click()
    await expect(page.locator('a[data-version="1.0.0"]')).toHaveAttribute("href", "/en/docs/intro")
  })
})

test.describe("draft and unlisted pages", () => {
  test("a draft page is not built for production", async ({ page }) => {
    expect((await page.goto("/en/docs/next/faq/fixture-draft"))?.status()).toBe(404)
  })

  test("an unlisted page is built with a banner and noindex, and is left out of the sidebar", async ({ page }) => {
    expect((await page.goto("/ja/docs/next/faq/fixture-unlisted"))?.status()).toBe(200)
    await expect(page.locator('[data-doc-banner="unlisted"]')).toContainText("直接リンク")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    await expect(page.locator('nav[data-sidebar-id="tutorialSidebar"] a[href$="fixture-unlisted"]')).toHaveCount(0)
    await page.goto("/ja/docs/next/faq/glossary")
    await expect(page.locator('a[rel="next"][href$="fixture-unlisted"]')).toHaveCount(0)
  })
})
