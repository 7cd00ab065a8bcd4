import { axe } from "./axe"
import type { Locator, Page } from "@playwright/test"
import { buildTranslator } from "../../gatsby/messages"
import { siteConfig } from "../../src/config/site"
import type { TFunction } from "i18next"
import { expect, holdParagraphsPart, hydrated, inOneLocale, locales, test } from "./fixtures"

// The navbar search and its DocSearch-style modal, against the built site and its local index.
// What a locale changes (its index, its matching, its strings) is tested in every locale; keys,
// storage, loading and failures on the Japanese site. Tests of keys, storage and loading, which
// the width does not change, run at desktop width only; at phone width run the tests of what the
// reader sees.
const queries = { "zh-CN": "单位组", en: "validation", ja: "スキーマ" } as const
const nothing = "qzxjvkwy"
/** Aborted or failed index requests are logged as console errors; they are the point of those tests. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|ERR_FAILED|ERR_ABORTED/.test(error))

function parts(page: Page, t: TFunction) {
  const modal = page.getByRole("dialog", { name: t("search.modal.label") })
  return {
    button: page.getByRole("banner").getByRole("button", { name: t("search.button.label"), exact: true }),
    modal,
    input: modal.getByRole("combobox"),
    listbox: modal.getByRole("listbox", { name: t("search.modal.results") }),
    options: modal.getByRole("option"),
  }
}

/** The site path an option links to, as the address bar shows it once decoded. */
async function hrefOf(option: Locator): Promise<string> {
  return decodeURIComponent((await option.getAttribute("href"))!)
}

/**
 * Types the query and waits for its final hits: the local index answers from the headings
 * first and again once the paragraphs have arrived, which may reorder the list; the listbox is
 * busy until then.
 */
async function searchFor(page: Page, t: TFunction, value: string) {
  const { input, listbox, modal } = parts(page, t)
  await input.fill(value)
  await expect(modal.locator("[data-answered]")).toHaveAttribute("data-answered", value)
  // The paragraphs part is the index's larger download: a loaded machine may need longer for it.
  await expect(listbox).toHaveAttribute("aria-busy", "false", { timeout: 20_000 })
}

const selected = (page: Page, t: TFunction) => parts(page, t).modal.locator('[role="option"][aria-selected="true"]')

const addressOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash)

for (const locale of locales) {
  const t = buildTranslator(locale.code)
  const query = queries[locale.code]
  const start = `${locale.prefix}/docs/intro`
  const once = inOneLocale(locale)

  test.describe(`search modal (${locale.code})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(start)
      await hydrated(page)
    })

    once("loads the modal's code only when search is about to be used", async ({ page }) => {
      const loaded = () =>
        page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /search-modal/.test(entry.name)))
      expect(await loaded()).toBe(false)
      await parts(page, t).button.click()
      await expect(parts(page, t).modal).toBeVisible()
      expect(await loaded()).toBe(true)
    })

    once(
      "opens from the button, / and Ctrl+K; closes with Escape and Ctrl+K; focus returns to the button",
      async ({ page, pageErrors }) => {
        const { button, modal, input } = parts(page, t)
        await expect(button).toBeVisible()
        await button.click()
        await expect(modal).toBeVisible()
        await expect(input).toBeFocused()
        await expect(input).toHaveAttribute("placeholder", t("search.placeholder"))
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
        await page.keyboard.press("Escape")
        await expect(modal).toBeHidden()
        await expect(button).toBeFocused()
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")

        await page.locator("main h1").click()
        await page.keyboard.press("/")
        await expect(modal).toBeVisible()
        await expect(input).toHaveValue("")
        await page.keyboard.press("Escape")
        await expect(modal).toBeHidden()

        await page.keyboard.press("Control+k")
        await expect(modal).toBeVisible()
        await expect(input).toBeFocused()
        await page.keyboard.press("Control+k")
        await expect(modal).toBeHidden()
        await expect(button).toBeFocused()
        expect(unexpected(pageErrors)).toEqual([])
      },
    )

    once("typing a character on the focused button opens the search with it @desktop-only", async ({ page }) => {
      const { button, modal, input } = parts(page, t)
      await button.focus()
      await page.keyboard.press("s")
      await expect(modal).toBeVisible()
      await expect(input).toHaveValue("s")
      await expect(input).toBeFocused()
    })

    once("does not open while the reader types in a form field @desktop-only", async ({ page }) => {
      const { modal } = parts(page, t)
      await page.evaluate(() => {
        const field = document.createElement("input")
        field.id = "probe"
        field.setAttribute("aria-label", "probe")
        document.body.prepend(field)
      })
      await page.locator("#probe").focus()
      await page.keyboard.type("a/b")
      await page.keyboard.press("Control+k")
      await expect(page.locator("#probe")).toHaveValue("a/b")
      await page.waitForTimeout(300)
      await expect(modal).toBeHidden()
    })

    once("cuts the query at 64 characters, typed or pasted @desktop-only", async ({ page }) => {
      const { button, input } = parts(page, t)
      await button.click()
      await input.pressSequentially("x".repeat(70))
      await expect(input).toHaveValue("x".repeat(64))
      await input.fill("")
      await page.keyboard.insertText("y".repeat(100))
      expect((await input.inputValue()).length).toBeLessThanOrEqual(64)
    })

    test("shows grouped results; the arrow keys move and Enter opens the hit", async ({ page, pageErrors }) => {
      const { button, modal, input, listbox, options } = parts(page, t)
      await button.click()
      await searchFor(page, t, query)
      const groups = listbox.getByRole("group")
      expect(await groups.count()).toBeGreaterThan(0)
      for (const group of await groups.all()) {
        const count = await group.getByRole("option").count()
        expect(count).toBeGreaterThan(0)
        expect(count).toBeLessThanOrEqual(5)
      }
      const names = await groups.evaluateAll((nodes) =>
        nodes.map((node) => document.getElementById(node.getAttribute("aria-labelledby")!)!.textContent),
      )
      expect(new Set(names).size).toBe(names.length)
      expect(await listbox.locator("mark").count()).toBeGreaterThan(0)

      await expect(input).toHaveAttribute("aria-expanded", "true")
      // The local index's paragraphs arrive after its headings and re-answer the query (the
      // chosen hit is then kept by id, wherever it moves): let that settle before counting rows.
      await page.waitForLoadState("networkidle")
      await expect(options.first()).toHaveAttribute("aria-selected", "true")
      await page.keyboard.press("ArrowDown")
      const second = options.nth(1)
      await expect(second).toHaveAttribute("aria-selected", "true")
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.querySelector('[role="combobox"]')?.getAttribute("aria-activedescendant") ===
              document.querySelector('[role="option"][aria-selected="true"]')?.id,
          ),
        )
        .toBe(true)
      await page.keyboard.press("ArrowUp")
      await page.keyboard.press("ArrowUp")
      await expect(options.last()).toHaveAttribute("aria-selected", "true")
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("ArrowDown")
      await expect(second).toHaveAttribute("aria-selected", "true")
      const target = await hrefOf(selected(page, t))
      await page.keyboard.press("Enter")
      await expect(modal).toBeHidden()
      await expect.poll(() => addressOf(page)).toBe(target)
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]'))).toBeNull()
      expect(unexpected(pageErrors)).toEqual([])
    })

    once("a click on a hit opens it", async ({ page }) => {
      const { button, modal, options } = parts(page, t)
      await button.click()
      await searchFor(page, t, query)
      // The hit under the pointer when it is pressed: the list may still reorder before that.
      await page.evaluate(() =>
        document.addEventListener(
          "mousedown",
          (event) =>
            document.body.setAttribute(
              "data-pressed",
              (event.target as Element).closest("a")?.getAttribute("href") ?? "",
            ),
          { capture: true, once: true },
        ),
      )
      await options.nth(1).click()
      const target = decodeURIComponent((await page.locator("body").getAttribute("data-pressed"))!)
      expect(target).toMatch(/^\//)
      await expect(modal).toBeHidden()
      await expect.poll(() => addressOf(page)).toBe(target)
    })

    once(
      "Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window; the modal stays @desktop-only",
      async ({ page, context }) => {
        const { button, modal, input } = parts(page, t)
        await button.click()
        await searchFor(page, t, query)
        // Moving pins the selection to that hit, so a late reordering cannot change the target.
        await page.keyboard.press("ArrowDown")
        await page.keyboard.press("ArrowUp")
        const target = await hrefOf(selected(page, t))
        const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")])
        await tab.waitForLoadState()
        expect(addressOf(tab)).toBe(target)
        await expect(modal).toBeVisible()
        expect(addressOf(page)).toBe(decodeURIComponent(start))

        const [popup] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Shift+Enter")])
        await popup.waitForLoadState()
        expect(addressOf(popup)).toBe(target)
        await expect(modal).toBeVisible()
        await expect(input).toHaveValue(query)
      },
    )

    once(
      "when the modal's code fails to load, says so where it would be, and Retry loads it @desktop-only",
      async ({ page, pageErrors }) => {
        await page.route(/search-modal[^/]*\.js$/, (route) => route.abort())
        const { button, input } = parts(page, t)
        await button.click()
        const frame = page.getByRole("dialog", { name: t("search.modal.label") })
        await expect(frame.getByText(t("search.loadFailed"))).toBeVisible()
        await page.unroute(/search-modal[^/]*\.js$/)
        await frame.getByRole("button", { name: t("error.lazyPart.retry") }).click()
        await input.fill(query)
        await expect(parts(page, t).listbox).toBeVisible()
        expect(unexpected(pageErrors).filter((error) => !/ChunkLoadError|Loading chunk/.test(error))).toEqual([])
      },
    )

    once("shows the error screen when the index cannot be fetched", async ({ page, pageErrors }) => {
      await page.route("**/search-index/**", (route) => route.abort())
      const { button, modal, input } = parts(page, t)
      await button.click()
      await input.fill(query)
      const alert = modal.getByRole("alert")
      await expect(alert).toContainText(t("search.error.title"))
      await expect(alert).toContainText(t("search.error.help"))
      await page.unroute("**/search-index/**")
      await alert.getByRole("button", { name: t("search.retry") }).click()
      await expect(parts(page, t).listbox).toBeVisible()
      expect(unexpected(pageErrors)).toEqual([])
    })

    test("no results: the query, suggestions that find something, and the report link", async ({ page }) => {
      const { button, modal, input, listbox } = parts(page, t)
      await button.click()
      await input.fill(nothing)
      await expect(modal.getByText(t("search.noResults.text", { query: nothing }))).toBeVisible()
      await expect(modal.getByText(t("search.noResults.report"))).toBeVisible()
      const report = modal.getByRole("link", { name: t("search.noResults.reportLink") })
      const href = (await report.getAttribute("href"))!
      expect(href.startsWith(`${siteConfig.issuesUrl}/new?title=`)).toBe(true)
      expect(decodeURIComponent(href)).toContain(nothing)
      const suggestions = modal.getByRole("listitem").getByRole("button")
      expect(await suggestions.count()).toBe(3)
      for (const suggestion of await suggestions.allTextContents()) {
        await input.fill(nothing)
        await modal.getByRole("button", { name: suggestion, exact: true }).click()
        await expect(input).toHaveValue(suggestion)
        await expect(listbox).toBeVisible()
      }
    })

    once(
      "the listbox is busy until the paragraphs part has arrived, and says so when it cannot @desktop-only",
      async ({ page }) => {
        test.setTimeout(60_000)
        // The paragraphs part is held until the test has seen the headings' answer marked busy.
        const release = await holdParagraphsPart(page)
        const { button, modal, input, listbox } = parts(page, t)
        await button.click()
        await input.fill(query)
        await expect(listbox).toHaveAttribute("aria-busy", "true")
        release()
        // Reading and indexing the paragraphs part takes seconds on a loaded machine.
        await expect(listbox).toHaveAttribute("aria-busy", "false", { timeout: 20_000 })
        await expect(modal.getByRole("alert")).toHaveCount(0)

        // A failed part ends the busy state with the error notice, on a fresh page.
        await page.unrouteAll()
        await page.route("**/search-index/*.content.json", (route) => route.abort())
        await page.reload()
        await hydrated(page)
        await button.click()
        await input.fill(query)
        await expect(modal.getByRole("alert")).toContainText(t("search.modal.partial"))
        await expect(listbox).toHaveAttribute("aria-busy", "false")
      },
    )

    once("shows the loading indicator when the index is slow @desktop-only", async ({ page }) => {
      await page.route("**/search-index/**", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500))
        await route.continue()
      })
      const { button, modal, input, listbox } = parts(page, t)
      await button.click()
      await input.fill(query)
      await expect(modal.getByRole("status")).toHaveText(t("search.loading"), { timeout: 2000 })
      await expect(listbox).toBeVisible()
      await expect(modal.getByRole("status")).toHaveText("")
    })

    once("remembers chosen hits and favourites across reloads @desktop-only", async ({ page }) => {
      const { button, modal, input } = parts(page, t)
      await button.click()
      await expect(modal.getByText(t("search.recent.none"))).toBeVisible()
      await searchFor(page, t, query)
      const href = (await selected(page, t).getAttribute("href"))!
      await page.keyboard.press("Enter")
      await expect(modal).toBeHidden()
      await page.reload()
      await hydrated(page)

      await button.click()
      await input.fill("")
      const recent = modal.getByRole("region", { name: t("search.recent.title") })
      await expect(recent.getByRole("link")).toHaveCount(1)
      await expect(recent.getByRole("link")).toHaveAttribute("href", href)
      await recent.getByRole("button", { name: t("search.recent.save") }).click()
      await expect(recent).toBeHidden()
      const favorites = modal.getByRole("region", { name: t("search.favorites.title") })
      await expect(favorites.getByRole("link")).toHaveAttribute("href", href)
      await page.reload()
      await hydrated(page)

      await button.click()
      await input.fill("")
      await expect(favorites.getByRole("link")).toHaveAttribute("href", href)
      // A favourite is not added to the recent searches when chosen again.
      await favorites.getByRole("link").click()
      await expect(modal).toBeHidden()
      await button.click()
      await input.fill("")
      await expect(modal.getByRole("region", { name: t("search.recent.title") })).toBeHidden()
      await favorites.getByRole("button", { name: t("search.favorites.remove") }).click()
      await expect(modal.getByText(t("search.recent.none"))).toBeVisible()
    })

    once("searches without errors when localStorage is unavailable @desktop-only", async ({ page, pageErrors }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      })
      await page.reload()
      await hydrated(page)
      const { button, modal, input, listbox } = parts(page, t)
      await button.click()
      await expect(modal.getByText(t("search.recent.none"))).toBeVisible()
      await input.fill(query)
      await expect(listbox).toBeVisible()
      await page.keyboard.press("Enter")
      await expect(modal).toBeHidden()
      await button.click()
      await input.fill("")
      await expect(modal.getByText(t("search.recent.none"))).toBeVisible()
      expect(unexpected(pageErrors)).toEqual([])
    })

    test("'See all' opens the search page with the query", async ({ page }) => {
      const { button, modal, input, listbox } = parts(page, t)
      await button.click()
      await input.fill(query)
      await expect(listbox).toBeVisible()
      const seeAll = modal.locator("footer").getByRole("link")
      await expect(seeAll).toHaveText(/\d/)
      await expect(seeAll).toHaveAttribute("href", `${locale.prefix}/search?q=${encodeURIComponent(query)}`)
      await seeAll.click()
      await expect(modal).toBeHidden()
      await expect
        .poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search))
        .toBe(`${locale.prefix}/search?q=${query}`)
    })

    once(
      "Escape closes and keeps the query; a second Escape, with the search closed, clears it @desktop-only",
      async ({ page }) => {
        const { button, modal, input, listbox } = parts(page, t)
        await button.click()
        await input.fill(query)
        await expect(listbox).toBeVisible()
        await page.keyboard.press("Escape")
        await expect(modal).toBeHidden()
        await button.click()
        await expect(input).toHaveValue(query)
        await expect(listbox).toBeVisible()
        await page.keyboard.press("Escape")
        await expect(button).toBeFocused()
        await page.keyboard.press("Escape")
        await button.click()
        await expect(input).toHaveValue("")
      },
    )

    once(
      "closes on a click outside the panel, which does not reach the page beneath @desktop-only",
      async ({ page }) => {
        const { button, modal } = parts(page, t)
        await expect(button).toContainText(/Ctrl|⌘/)
        // A point over a sidebar link, clear of the dialog's panel.
        const link = page.locator("nav[data-sidebar-id] a[href]:visible").nth(2)
        const box = (await link.boundingBox())!
        const address = page.url()
        await button.click()
        await expect(modal).toBeVisible()
        await page.mouse.click(box.x + 4, box.y + box.height / 2)
        await expect(modal).toBeHidden()
        // Where focus went instead, and whether the page moved, are what a failure needs to say.
        await expect(button)
          .toBeFocused()
          .catch(async (error: Error) => {
            const focus = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
            throw new Error(`${error.message}\nFocus is on: ${focus}\nAddress: ${page.url()} (was ${address})`)
          })
        expect(page.url()).toBe(address)
      },
    )

    once("is an icon button in the top bar and a full-screen dialog with Cancel @mobile-only", async ({ page }) => {
      const { button, modal } = parts(page, t)
      await expect(button).toBeVisible()
      const box = (await button.boundingBox())!
      expect(box.width).toBeLessThanOrEqual(48)
      await button.click()
      await expect(modal).toBeVisible()
      const panel = (await modal.boundingBox())!
      expect(panel.width).toBe(page.viewportSize()!.width)
      await modal.getByRole("button", { name: t("search.cancel") }).click()
      await expect(modal).toBeHidden()
      await expect(button).toBeFocused()
    })

    // Colours are the same in every locale: checked on the Japanese site, in both themes.
    for (const theme of locale.code === "ja" ? (["light", "dark"] as const) : (["light"] as const)) {
      test(
        `axe: the open modal, ${theme} theme`,
        { tag: theme === "light" && locale.code === "ja" ? "@mobile" : [] },
        async ({ page }) => {
          // Three axe runs in one test, each over a page with the modal open.
          test.setTimeout(90_000)
          await page.addInitScript((value) => localStorage.setItem("theme", value), theme)
          await page.reload()
          await hydrated(page)
          const { button, modal, input, listbox } = parts(page, t)
          const check = async (state: string) => {
            const results = await axe(page, { colours: locale.code === "ja" })
              .include('[role="dialog"]')
              .analyze()
            const problems = results.violations
              .filter((v) => v.impact === "serious" || v.impact === "critical")
              .map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)
            expect(problems).toEqual([])
          }
          await button.click()
          await input.fill(query)
          await expect(listbox).toBeVisible()
          await check("results")
          await page.keyboard.press("Enter")
          await expect(modal).toBeHidden()
          await button.click()
          await input.fill("")
          await expect(modal.getByRole("region", { name: t("search.recent.title") })).toBeVisible()
          await check("recent")
          await input.fill(nothing)
          await expect(modal.getByText(t("search.noResults.text", { query: nothing }))).toBeVisible()
          await check("no results")
        },
      )
    }
  })
}
