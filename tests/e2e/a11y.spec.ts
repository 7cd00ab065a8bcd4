import { axe } from "./axe"
import { expect, hydrated, locales, test } from "./fixtures"

// axe-core on every page type, both themes: no serious or critical violations.
const pages = ["/", "/docs/intro", "/docs/core-modules/schema/schema-content/json-schema-processes", "/docs/category/core-modules", "/docs/core-modules/schema/tidas-schema-validation", "/search?q=UUID", "/blog", "/blog/tidas-cli-0-2-0", "/blog/archive", "/blog/tags", "/blog/authors", "/no-such-page"]

for (const locale of locales) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: ${locale.code} ${theme}`, { tag: theme === "light" ? "@mobile" : [] }, async ({ page }) => {
      test.setTimeout(150_000)
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
      const problems: string[] = []
      for (const path of pages) {
        await page.goto(`${locale.prefix}${path === "/" ? "" : path}` || "/")
        await hydrated(page)
        // A doc's later sections are drawn in idle moments after the load (lib/sections.ts);
        // until then axe reads stacked estimates as backgrounds. Check the page as it is then.
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-sections-drawn"))
        const results = await axe(page).analyze()
        for (const violation of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)
        }
      }
      expect(problems).toEqual([])
    })
  }
}

// The search modal and the mobile menu are drawn over the page: check them open.
for (const locale of locales) {
  test(`axe: ${locale.code} search modal open, with results`, { tag: "@mobile" }, async ({ page }) => {
    await page.goto(`${locale.prefix}/docs/intro`)
    await hydrated(page)
    await page.locator("main h1").click()
    await page.keyboard.press("Control+k")
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("combobox")).toBeFocused()
    await page.keyboard.type("UUID")
    await expect(dialog.getByRole("option").first()).toBeVisible()
    const results = await axe(page).include('[role="dialog"]').analyze()
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([])
  })
}
