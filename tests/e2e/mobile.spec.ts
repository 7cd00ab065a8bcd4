import { expect, hydrated, test } from "./fixtures"

test.describe("mobile side menu @mobile-only", () => {
  test("opens on the docs sidebar, switches panels, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/ja/docs/core-modules/schema/tidas-schema-intro")
    await hydrated(page)
    await expect(page.locator('nav[data-sidebar-id="tutorialSidebar"]')).toBeHidden()
    const open = page.getByRole("button", { name: "ナビゲーションメニューを開く" })
    await open.click()
    const menu = page.getByRole("dialog", { name: "ナビゲーションメニュー" })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole("link", { name: "TIDAS Schema の解説" })).toHaveAttribute("aria-current", "page")
    await menu.getByRole("button", { name: /メインメニューに戻る/ }).click()
    await expect(menu.getByRole("link", { name: "ドキュメント" })).toBeVisible()
    await expect(menu.getByRole("button", { name: /言語を選択/ })).toBeVisible()
    // Focus stays inside the menu.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab")
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })

  test("closes when the reader navigates", async ({ page }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    const menu = page.getByRole("dialog", { name: "Navigation menu" })
    await menu.getByRole("link", { name: "FAQ" }).first().click()
    await expect(page).toHaveURL(/\/en\/docs\/category\/faq$/)
    await expect(menu).toBeHidden()
  })

  test("closes when the window grows to desktop width", async ({ page }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeHidden()
    await expect(page.locator('nav[data-sidebar-id="tutorialSidebar"]')).toBeVisible()
  })

  test("the table of contents collapses into 'On this page'", async ({ page }) => {
    await page.goto("/en/docs/tool/tidas-tool-intro")
    const summary = page.locator("main details summary", { hasText: "On this page" })
    await expect(summary).toBeVisible()
    await summary.click()
    const first = page.locator("main details a").first()
    await expect(first).toBeVisible()
    await first.click()
    await expect(page.locator("main details")).not.toHaveAttribute("open", "")
  })
})
