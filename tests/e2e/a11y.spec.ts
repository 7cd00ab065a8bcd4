import AxeBuilder from "@axe-core/playwright"
import { expect, hydrated, locales, test } from "./fixtures"

// axe-core on every page type, both themes: no serious or critical violations.
const pages = ["/", "/docs/intro", "/docs/core-modules/schema/schema-content/json-schema-processes", "/docs/category/core-modules", "/blog", "/blog/tidas-cli-0-2-0", "/blog/archive", "/blog/tags", "/blog/authors", "/no-such-page"]

for (const locale of locales) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: ${locale.code} ${theme}`, async ({ page }) => {
      test.setTimeout(150_000)
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
      const problems: string[] = []
      for (const path of pages) {
        await page.goto(`${locale.prefix}${path === "/" ? "" : path}` || "/")
        await hydrated(page)
        const results = await new AxeBuilder({ page }).analyze()
        for (const violation of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`)
        }
      }
      expect(problems).toEqual([])
    })
  }
}
