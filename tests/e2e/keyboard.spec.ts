import type { Page } from "@playwright/test"
import { expect, hydrated, locales, test } from "./fixtures"

// A reader with only a keyboard: Tab reaches the navbar, the sidebar, the article and the table
// of contents in that order, every stop shows a focus ring, and Enter does what a click does.

type Stop = { region: string; label: string; ring: boolean }

/** Where focus is now: the landmark it is in, its accessible label, and whether a ring shows. */
function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const landmark = element.closest("nav[aria-label], main, footer, [role=dialog]")
    const style = getComputedStyle(element)
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"
    return {
      region: landmark ? landmark.getAttribute("aria-label") || landmark.tagName.toLowerCase() : "body",
      label: (element.getAttribute("aria-label") || element.textContent || "").trim(),
      ring,
    }
  })
}

/** Presses Tab until `wanted` matches the focused element; returns every stop on the way. */
async function tabTo(page: Page, wanted: (stop: Stop) => boolean, limit = 250): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab")
    const stop = await focused(page)
    stops.push(stop)
    if (wanted(stop)) return stops
  }
  throw new Error(
    `Tab never reached the wanted element; stops: ${stops.map((s) => `${s.region}: ${s.label}`).join(" / ")}`,
  )
}

test.describe("keyboard only @desktop-only", () => {
  for (const locale of locales) {
    test(`${locale.code}: Tab walks navbar, sidebar, article and table of contents in order, each with a focus ring`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/docs/intro`)
      await hydrated(page)
      const sidebar = await page.locator("nav[data-sidebar-id]").getAttribute("aria-label")
      const navbar = await page.locator("nav").first().getAttribute("aria-label")
      // The table of contents is the page's last labelled navigation.
      const toc = await page.locator("nav[aria-label]").last().getAttribute("aria-label")
      const stops = await tabTo(page, (stop) => stop.region === toc)
      const order = stops.map((stop) => stop.region).filter((region, i, all) => region !== all[i - 1])
      const index = (region: string | null) => order.indexOf(region ?? "")
      expect(index(navbar)).toBeGreaterThanOrEqual(0)
      expect(index(navbar)).toBeLessThan(index(sidebar))
      expect(index(sidebar)).toBeLessThan(index("main"))
      expect(index("main")).toBeLessThan(index(toc))
      expect(stops.filter((stop) => !stop.ring).map((stop) => `${stop.region}: ${stop.label}`)).toEqual([])
      // Shift+Tab goes back the same way.
      await page.keyboard.press("Shift+Tab")
      expect((await focused(page)).region).not.toBe(toc)
    })
  }

  test("Enter follows a sidebar link, and a table-of-contents link scrolls to its heading", async ({ page }) => {
    await page.goto("/ja/docs/intro")
    await hydrated(page)
    await tabTo(page, (stop) => stop.label === "よくある質問")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/ja\/docs\/category\/faq$/)
    await page.goto("/en/docs/intro")
    await hydrated(page)
    const toc = page.getByRole("navigation", { name: "On this page" })
    const target = toc.getByRole("link").nth(2)
    const hash = (await target.getAttribute("href"))!.replace(/^.*#/, "")
    const text = (await target.textContent())!.trim()
    await tabTo(page, (stop) => stop.region === "On this page" && stop.label === text)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`#${hash}$`))
    const heading = page.locator(`[id="${decodeURIComponent(hash)}"]`)
    await expect(heading).toBeInViewport()
    // Reading goes on from the heading: the next Tab reaches its own permalink, not the top of the page.
    await page.keyboard.press("Tab")
    await expect(heading.locator("a")).toBeFocused()
  })

  test("search by keyboard: open from the navbar, pick a result with the arrows, Escape gives focus back", async ({
    page,
  }) => {
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await tabTo(page, (stop) => stop.region === "Main" && /^Search/.test(stop.label))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    const input = dialog.getByRole("combobox")
    await expect(input).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    expect((await focused(page)).label).toMatch(/^Search/)
    await page.keyboard.press("Enter")
    await expect(input).toBeFocused()
    await page.keyboard.type("meanAmount")
    await expect(dialog.getByRole("option").first()).toBeVisible()
    await page.keyboard.press("ArrowDown")
    const chosen = dialog.locator('[role="option"][aria-selected="true"]')
    await expect(chosen).toHaveCount(1)
    const href = (await chosen.getAttribute("href"))!
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href)
    await expect(dialog).toBeHidden()
  })
})
