import { loadMessages } from "../../gatsby/messages"
import { expect, hydrated, locales, test } from "./fixtures"
import type { Page } from "@playwright/test"

// Every page type reads its UI strings from its own page data (gatsby-plugin-react-i18next):
// a string its query did not fetch shows up as its key ('docs.paginator.next'). These tests
// look for any key of any locale file in what a reader sees or hears, after a first load and
// after client-side navigation into each page type.
const keys = [
  ...new Set(
    locales.flatMap((locale) =>
      Object.keys(loadMessages(locale.code)).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")),
    ),
  ),
]

async function shownKeys(page: Page): Promise<string[]> {
  return page.evaluate((all) => {
    const texts = [document.body.innerText, document.title]
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) texts.push(element.getAttribute(name) ?? "")
    }
    const text = texts.join("\n")
    return all.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, "\\.")}($|[^\\w.])`).test(text))
  }, keys)
}

const pagePaths = [
  ["home", ""],
  ["doc", "/docs/intro"],
  ["schema page", "/docs/core-modules/schema/schema-content/json-schema-processes"],
  ["validator doc", "/docs/core-modules/schema/tidas-schema-validation"],
  ["category page", "/docs/category/core-modules"],
  ["blog list", "/blog"],
  ["blog post", "/blog/tidas-cli-0-2-0"],
  ["blog tags", "/blog/tags"],
  ["blog authors", "/blog/authors"],
  ["blog archive", "/blog/archive"],
  ["search page", "/search?q=schema"],
  ["not-found page", "/docs/no-such-page"],
] as const

for (const locale of locales) {
  test(`every page type shows its own strings in ${locale.code}, never a key @desktop-only`, async ({ page }) => {
    // One page load and hydration per page type.
    test.setTimeout(90_000)
    for (const [name, path] of pagePaths) {
      await page.goto(`${locale.prefix}${path}` || "/")
      await hydrated(page)
      await expect(page.locator("html")).toHaveAttribute("lang", locale.htmlLang)
      expect(await shownKeys(page), `${name} (${locale.code})`).toEqual([])
    }
  })
}

test("strings follow client-side navigation from page type to page type @desktop-only", async ({ page }) => {
  await page.goto("/ja")
  await hydrated(page)
  const visits: Array<[string, RegExp]> = [
    ["/ja/blog", /\/ja\/blog$/],
    ["/ja/docs/intro", /\/ja\/docs\/intro$/],
    ["/ja/docs/core-modules/schema/schema-content/json-schema-processes", /json-schema-processes$/],
    ["/ja/search?q=TIDAS", /\/ja\/search\?q=TIDAS$/],
  ]
  // A mark that a full page load would wipe: the changes below stay client-side.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  for (const [to, url] of visits) {
    await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to)
    await expect(page).toHaveURL(url)
    await expect(page.locator("h1").first()).not.toBeEmpty()
    expect(await shownKeys(page), to).toEqual([])
  }
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
