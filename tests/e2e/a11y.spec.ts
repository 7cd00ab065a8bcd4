import { axe } from "./axe"
import { expect, locales, settled, test } from "./fixtures"

// axe-core on every page type: no serious or critical violations. The Japanese site, the one the
// specification describes, in both themes and, for the page types whose layout differs, on a
// phone-sized screen. The Chinese and English sites in the light theme with every rule but colour
// contrast: their text differs (names, labels, languages), their colours are the same theme's.
// One test a page: axe takes long on a long doc, and each page gets its own time limit and its
// own result.
const pages = [
  "/",
  "/docs/intro",
  "/docs/core-modules/schema/schema-content/json-schema-processes",
  "/docs/category/core-modules",
  "/docs/core-modules/schema/tidas-schema-validation",
  "/search?q=UUID",
  "/blog",
  "/blog/tidas-cli-0-2-0",
  "/blog/archive",
  "/blog/tags",
  "/blog/authors",
  "/no-such-page",
]
const phonePages = new Set([
  "/",
  "/docs/intro",
  "/docs/core-modules/schema/schema-content/json-schema-processes",
  "/search?q=UUID",
  "/blog/tidas-cli-0-2-0",
  "/no-such-page",
])

const ja = locales.find((l) => l.code === "ja")!
const runs = [
  { locale: ja, theme: "light" as const, colours: true },
  { locale: ja, theme: "dark" as const, colours: true },
  ...locales.filter((l) => l !== ja).map((locale) => ({ locale, theme: "light" as const, colours: false })),
]

for (const { locale, theme, colours } of runs) {
  for (const path of pages) {
    const tag = locale === ja && theme === "light" && phonePages.has(path) ? "@mobile" : []
    test(`axe: ${locale.code} ${theme} ${path}`, { tag }, async ({ page }) => {
      test.setTimeout(90_000)
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
      await page.goto(`${locale.prefix}${path === "/" ? "" : path}` || "/")
      // Until a doc's later sections are drawn, axe reads stacked estimates as backgrounds.
      await settled(page)
      // The search page is checked with its results shown.
      if (path.startsWith("/search")) await expect(page.locator("main h2 + ul a").first()).toBeVisible()
      const results = await axe(page, { colours }).analyze()
      const problems = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}) ${violation.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(" | ")}`,
        )
      expect(problems).toEqual([])
    })
  }
}
