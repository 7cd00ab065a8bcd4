import { expect, hydrated, test } from "./fixtures"

test.describe("navigation", () => {
  test("client-side navigation scrolls to the top, or to the #hash target", async ({ page }) => {
    await page.goto("/en/docs/tool/tidas-tool-intro")
    await hydrated(page)
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" as ScrollBehavior }),
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/en/docs/faq/glossary"),
    )
    await expect(page).toHaveURL(/\/en\/docs\/faq\/glossary$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
    const id = await page.locator("main h2[id]").nth(2).getAttribute("id")
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/en/docs/intro"),
    )
    await expect(page).toHaveURL(/\/en\/docs\/intro$/)
    await page.evaluate(
      (hash) =>
        (window as unknown as { ___navigate: (to: string) => void }).___navigate(`/en/docs/faq/glossary#${hash}`),
      id,
    )
    await expect(page).toHaveURL(new RegExp(`/en/docs/faq/glossary#${id}$`))
    await expect
      .poll(() =>
        page.evaluate((hid) => Math.round(document.getElementById(hid!)?.getBoundingClientRect().top ?? 99999), id),
      )
      .toBeLessThan(120)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test("the progress bar stays hidden for fast route changes @desktop-only", async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) (window as unknown as { sawProgress: boolean }).sawProgress = true
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto("/en/docs/intro")
    await hydrated(page)
    // Once the next page's data is in the browser, the change is fast.
    const next = page.locator('main a[rel="next"]')
    const href = (await next.getAttribute("href"))!
    await page.evaluate(
      (path) =>
        (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage(path),
      href,
    )
    await next.click()
    await expect(page).not.toHaveURL(/\/en\/docs\/intro$/)
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress ?? false)).toBe(false)
  })

  test("the progress bar shows when a route change takes longer than 200 ms, well before Gatsby's 1 s signal, and finishes @desktop-only", async ({
    page,
  }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    const next = page.locator('main a[rel="next"]')
    const href = (await next.getAttribute("href"))!
    await page.route(new RegExp(`page-data${href.replace(/[/.]/g, "\\$&")}/page-data\\.json$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const clicked = Date.now()
    await next.click()
    // Not before 200 ms, and well before Gatsby's own onRouteUpdateDelayed (1 s).
    await page.waitForSelector("#nprogress", { state: "attached", timeout: 900 })
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(190)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator("#nprogress")).toHaveCount(0)
  })

  test("when the next page's code fails to load, the page reloads instead of breaking", async ({ page }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.route(/page-data\/en\/docs\/faq\/vscode-guide\/page-data\.json$/, (route) => route.abort())
    const navigation = page.waitForEvent("framenavigated")
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/en/docs/faq/vscode-guide"),
    )
    await navigation
    await page.unroute(/page-data/)
    await expect(page).toHaveURL(/\/en\/docs\/faq\/vscode-guide$/)
    await expect(page.locator("main h1")).toBeVisible()
  })

  test("prefetching is skipped on 2g and save-data connections @desktop-only", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/page-data/") && !request.url().includes("/app-data")) requested.push(request.url())
    })
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g", saveData: true } }),
    )
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.locator('main a[rel="next"]').hover()
    await page.waitForTimeout(1500)
    expect(requested.filter((url) => !url.includes("/en/docs/intro/"))).toEqual([])
  })

  test("on a normal connection, links in view are prefetched @desktop-only", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/page-data/")) requested.push(request.url())
    })
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.locator('main a[rel="next"]').hover()
    await expect.poll(() => requested.filter((url) => !url.includes("/en/docs/intro/")).length).toBeGreaterThan(0)
  })
})

test.describe("error screens", () => {
  test("a page that crashes while rendering shows the crash screen, and the chrome keeps working", async ({ page }) => {
    await page.goto("/ja/")
    await hydrated(page)
    // Broken page data for one page: its template throws while rendering.
    await page.route(/page-data\/ja\/docs\/faq\/glossary\/page-data\.json$/, async (route) => {
      const response = await route.fetch()
      const json = await response.json()
      json.result.data.doc = null
      await route.fulfill({ response, json })
    })
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ja/docs/faq/glossary"),
    )
    await expect(page.getByRole("heading", { name: "このページはクラッシュしました。" })).toBeVisible()
    await expect(page).toHaveTitle("ページエラー")
    await expect(page.getByRole("button", { name: "もう一度試す" })).toBeVisible()
    await expect(page.locator("header")).toBeVisible()
    await expect(page.locator("footer").last()).toContainText("2025")
  })
})
