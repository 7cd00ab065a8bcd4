import { expect, hydrated, test } from "./fixtures"

test.describe("docs reading experience @desktop-only", () => {
  test("categories start expanded, collapse and expand, and the current page is highlighted", async ({ page }) => {
    await page.goto("/ja/docs/intro")
    await hydrated(page)
    const sidebar = page.locator('nav[data-sidebar-id="tutorialSidebar"]')
    await expect(
      sidebar.getByRole("link", { name: "はじめに" }).or(sidebar.locator('a[aria-current="page"]')),
    ).toHaveAttribute("aria-current", "page")
    const faqToggle = sidebar.getByRole("button", { name: "「よくある質問」を折りたたむ" })
    await expect(faqToggle).toHaveAttribute("aria-expanded", "true")
    const glossary = sidebar.getByRole("link", { name: "用語集" })
    await expect(glossary).toBeVisible()
    await faqToggle.click()
    await expect(glossary).toBeHidden()
    await sidebar.getByRole("button", { name: "「よくある質問」を展開" }).click()
    await expect(glossary).toBeVisible()
  })

  test("a category with an index page is both a link and a toggle", async ({ page }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    const sidebar = page.locator('nav[data-sidebar-id="tutorialSidebar"]')
    await sidebar.getByRole("link", { name: "Integration", exact: true }).click()
    await expect(page).toHaveURL(/\/en\/docs\/category\/integration$/)
    await expect(page.locator("main h1")).toHaveText("Integration")
  })

  test("the sidebar keeps its scroll position across navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto("/en/docs/intro")
    await hydrated(page)
    const scroller = page.locator('nav[data-sidebar-id="tutorialSidebar"]')
    await scroller.evaluate((el) => (el.scrollTop = 200))
    await page.waitForTimeout(100)
    await scroller.getByRole("link", { name: "Glossary" }).scrollIntoViewIfNeeded()
    const before = await scroller.evaluate((el) => el.scrollTop)
    expect(before).toBeGreaterThan(100)
    await scroller.getByRole("link", { name: "Glossary" }).click()
    await expect(page).toHaveURL(/glossary$/)
    await expect
      .poll(() => page.locator('nav[data-sidebar-id="tutorialSidebar"]').evaluate((el) => el.scrollTop))
      .toBe(before)
  })

  test("a fresh load of a page low in the sidebar scrolls the sidebar to its entry, not the window", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto("/en/docs/faq/glossary")
    await hydrated(page)
    const scroller = page.locator('nav[data-sidebar-id="tutorialSidebar"]')
    const current = scroller.locator('a[aria-current="page"]')
    await expect(current).toHaveAttribute("href", "/en/docs/faq/glossary")
    const inView = () =>
      current.evaluate((link) => {
        const box = link.closest("nav")!.getBoundingClientRect()
        const entry = link.getBoundingClientRect()
        return entry.top >= box.top && entry.bottom <= box.bottom
      })
    await expect.poll(inView).toBe(true)
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(100)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("headings have readable CJK anchors and a '#' link on focus", async ({ page }) => {
    await page.goto("/ja/docs/core-modules/schema/tidas-schema-intro")
    const ids = await page.locator("main h2[id], main h3[id]").evaluateAll((els) => els.map((el) => el.id))
    expect(ids.length).toBeGreaterThan(3)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]|[a-z]/)
    const anchor = page.locator(`main h2[id="${ids[0]}"] a`)
    await expect(anchor).toHaveAttribute("href", `#${ids[0]}`)
    await anchor.focus()
    await expect(anchor).toHaveCSS("opacity", "1")
  })

  test("the table of contents highlights the heading in view", async ({ page }) => {
    await page.goto("/en/docs/core-modules/schema/tidas-schema-intro")
    await hydrated(page)
    const toc = page.locator('nav[aria-label="On this page"]').last()
    const links = toc.locator("a")
    const third = links.nth(3)
    const id = decodeURIComponent((await third.getAttribute("href"))!.slice(1))
    await page.evaluate(
      (target) => document.getElementById(target)!.scrollIntoView({ behavior: "instant" as ScrollBehavior }),
      id,
    )
    await expect(third).toHaveAttribute("aria-current", "location")
  })

  test("code blocks are highlighted and the copy button copies the code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/en/docs/core-modules/schema/tidas-schema-validation")
    await hydrated(page)
    const block = page.locator("main pre[data-language]").first()
    await expect(block.locator(".token").first()).toBeAttached()
    const code = (await block.locator("code").textContent())!.replace(/\n$/, "")
    await block.hover()
    await block.locator("xpath=..").getByRole("button", { name: "Copy code to clipboard" }).click()
    await expect(block.locator("xpath=..").getByRole("button", { name: "Copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  })

  test("a category page's cards line up in rows, framed and not underlined like prose links", async ({ page }) => {
    await page.goto("/ja/docs/category/core-modules")
    const cards = page.locator("main a[data-card-type]")
    expect(await cards.count()).toBeGreaterThan(2)
    const boxes = await cards.evaluateAll((links) =>
      links.map((link) => ({
        top: Math.round(link.getBoundingClientRect().top),
        underline: getComputedStyle(link).textDecorationLine,
        border: getComputedStyle(link).borderTopWidth,
      })),
    )
    // At this width a row holds three cards, at one height.
    expect(boxes.slice(0, 3).map((box) => box.top)).toEqual([boxes[0].top, boxes[0].top, boxes[0].top])
    expect(boxes.map((box) => box.underline)).toEqual(boxes.map(() => "none"))
    expect(boxes.map((box) => box.border)).toEqual(boxes.map(() => "1px"))
  })

  test("external sidebar links open in a new tab with an icon", async ({ page }) => {
    await page.goto("/en/docs/category/tiangong-lca-platform")
    const link = page.locator('nav[data-sidebar-id="tutorialSidebar"] a[href="https://lca.tiangong.earth/"]')
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    await expect(link.locator("svg.icon-external")).toBeAttached()
  })

  test("edit link and last-updated date", async ({ page }) => {
    await page.goto("/ja/docs/faq/vscode-guide")
    await expect(page.getByRole("link", { name: "このページを編集" })).toHaveAttribute(
      "href",
      "https://github.com/tiangong-lca/tidas/edit/main/content/docs/faq/vscode-guide.ja.mdx",
    )
    await expect(page.locator("main time[datetime]")).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/)
  })

  test("the version dropdown lists the current version, links the same doc, and remembers the choice", async ({
    page,
  }) => {
    await page.goto("/ja/docs/faq/glossary")
    await hydrated(page)
    const button = page.getByRole("button", { name: /ドキュメントのバージョンを選択/ })
    await expect(button).toContainText("未公開版 🚧")
    await button.click()
    const item = page.locator('a[data-version="current"]')
    await expect(item).toHaveAttribute("href", "/ja/docs/faq/glossary")
    await item.click()
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
    await page.goto("/ja/")
    await expect(page.getByRole("button", { name: /ドキュメントのバージョンを選択/ })).toContainText("未公開版 🚧")
  })
})
