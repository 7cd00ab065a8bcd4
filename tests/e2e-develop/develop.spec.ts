import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"

// The fixture site's develop copy, which `gatsby develop` serves (playwright.develop.config.ts).
const site = path.resolve(".tmp/fixture-site-develop")

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`.trim())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

/** Checked at once: the callers have waited for the page to settle, and an overlay never leaves. */
async function expectNoOverlay(page: Page) {
  // Gatsby's development overlay (runtime errors, failed hydration) renders into this element.
  expect(await page.locator("gatsby-fast-refresh").count(), "Gatsby's error overlay").toBe(0)
  expect(await page.getByText(/Unhandled Runtime Error|Hydration failed/).count(), "an error's text").toBe(0)
}

for (const [name, pagePath, heading] of [
  ["the home page", "/ja", /TIDAS/],
  ["a doc", "/ja/docs/intro", /TIDAS/],
  ["a schema page", "/ja/docs/core-modules/schema/schema-content/json-schema-processes", /.+/],
  ["the search page with a query", "/ja/search?q=schema", /schema/],
] as const) {
  test(`${name} loads under gatsby develop without a console error or an overlay`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(pagePath)
    await expect(page.locator("h1").first()).toHaveText(heading)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    // Hydration problems and late effects show up shortly after hydration.
    await page.waitForTimeout(1500)
    expect(errors).toEqual([])
    await expectNoOverlay(page)
  })
}

/** Rewrites a file of the served site, and puts it back after the test. */
function edit(file: string, change: (text: string) => string): () => void {
  const full = path.join(site, file)
  const original = fs.readFileSync(full, "utf8")
  fs.writeFileSync(full, change(original))
  return () => fs.writeFileSync(full, original)
}

test("an edited locale file reaches the open page", async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto("/en/docs/intro")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  const restoreStrings = edit("locales/en/docs.json", (text) =>
    text.replace(/"docs\.paginator\.next": "[^"]*"/, '"docs.paginator.next": "Onward"'),
  )
  try {
    await expect(page.locator('a[rel="next"]')).toContainText("Onward")
  } finally {
    restoreStrings()
  }
  await expectNoOverlay(page)
  expect(errors).toEqual([])
})

test("an edited MDX doc reaches the open page without a reload", async ({ page }) => {
  const errors = collectErrors(page)
  // The fixture site has a released version: content/docs is the next version's text.
  await page.goto("/en/docs/next/intro")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  // A full reload would drop this mark; hot reloading keeps it.
  await page.evaluate(() => Object.assign(window, { editorMark: true }))
  const paragraph = page.locator("main p", { hasText: "TIDAS takes a simple approach" })
  await expect(paragraph).toHaveCount(1)
  const restoreDoc = edit("content/docs/intro.en.mdx", (text) =>
    text.replace("TIDAS takes a simple approach:", "TIDAS takes an edited approach:"),
  )
  try {
    await expect(page.locator("main p", { hasText: "TIDAS takes an edited approach" })).toHaveCount(1)
    await expect(paragraph).toHaveCount(0)
  } finally {
    restoreDoc()
  }
  await expect(page.locator("main p", { hasText: "TIDAS takes a simple approach" })).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { editorMark?: boolean }).editorMark)).toBe(true)
  await expectNoOverlay(page)
  expect(errors).toEqual([])
})
