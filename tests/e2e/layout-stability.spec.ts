// Cumulative layout shift on load is zero, with the announcement bar shown or dismissed: the bar
// is laid out (or hidden) before first paint, and the article's width does not wait for the table
// of contents that follows it.
import type { Page } from "@playwright/test"
import { siteConfig } from "../../src/config/site"
import { storageKeys } from "../../src/lib/storage"
import { mainContentId } from "../../src/components/Layout/Main"
import { expect, hydrated, inOneLocale, locales, test } from "./fixtures"

async function layoutShift(page: Page): Promise<number> {
  const { total, shifted } = await page.evaluate(
    () =>
      new Promise<{ total: number; shifted: string[] }>((resolve) => {
        let total = 0
        const shifted: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
            }
          >) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const source of entry.sources)
              shifted.push(
                `${source.node?.nodeName}.${(source.node as Element | undefined)?.className} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              )
          }
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve({ total, shifted }), 500)
      }),
  )
  // What moved, in the failure message.
  expect(shifted).toEqual([])
  return total
}

for (const locale of locales) {
  // The first frame already shows the page: rendering waits for the parser to reach <main>
  // (gatsby-ssr.tsx), and for nothing else.
  inOneLocale(locale)(
    `${locale.code}: the first frame is drawn once the main content has started, and nothing else holds it`,
    { tag: "@mobile" },
    async ({ page }) => {
      // A frame's animation callbacks run just before it is drawn; the first one records what
      // the parser had reached.
      await page.addInitScript((id) => {
        requestAnimationFrame(() => {
          ;(window as unknown as { mainAtFirstFrame?: boolean }).mainAtFirstFrame = !!document.getElementById(id)
        })
      }, mainContentId)
      for (const path of [
        `${locale.prefix}/`,
        `${locale.prefix}/docs/intro`,
        `${locale.prefix}/search`,
        `${locale.prefix}/blog/tidas-cli-0-2-0`,
      ]) {
        await page.goto(path)
        await expect(page.locator(`main#${mainContentId}`)).toHaveCount(1)
        expect(
          await page.evaluate(() => (window as unknown as { mainAtFirstFrame?: boolean }).mainAtFirstFrame),
          path,
        ).toBe(true)
        const blocking = await page.evaluate(() =>
          [...document.querySelectorAll("[blocking]")]
            .filter((element) => element.getAttribute("blocking")!.split(/\s+/).includes("render"))
            .map((element) => element.outerHTML),
        )
        expect(blocking, path).toEqual([`<link rel="expect" href="#${mainContentId}" blocking="render">`])
      }
    },
  )

  inOneLocale(locale)(
    `${locale.code}: a navbar still being parsed keeps its right-hand group hidden, so it cannot shift`,
    { tag: "@mobile" },
    async ({ page }) => {
      const path = `${locale.prefix}/docs/intro`
      const full = await (await page.request.get(path)).text()
      // The page as the parser has it midway through the navbar: cut before the end marker.
      const cut = full.slice(0, full.search(/<span class="[^"]*parsed[^"]*"/))
      expect(cut.length).toBeGreaterThan(0)
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: "text/html", body: cut }))
      await page.goto(path)
      const right = page.getByRole("navigation", { name: /./ }).first().locator("> div").last()
      await expect(right).toHaveCSS("visibility", "hidden")
      await page.unroute(`**${path}`)
      await page.goto(path)
      await expect(right).toHaveCSS("visibility", "visible")
    },
  )

  test(
    `${locale.code}: no layout shift on load with the announcement bar shown`,
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto(`${locale.prefix}/docs/intro`)
      await hydrated(page)
      await expect(page.locator("[data-announcement-id]")).toBeVisible()
      expect(await layoutShift(page)).toBe(0)
    },
  )

  test(
    `${locale.code}: no layout shift on load with the announcement bar dismissed`,
    { tag: "@mobile" },
    async ({ page }) => {
      const key = siteConfig.storageKeyPrefix + storageKeys.announcementDismissed
      await page.addInitScript(([k, id]) => window.localStorage.setItem(k, id), [
        key,
        siteConfig.announcementBar!.id,
      ] as const)
      await page.goto(`${locale.prefix}/docs/intro`)
      await hydrated(page)
      await expect(page.locator("html")).toHaveAttribute("data-announcement-dismissed", "")
      await expect(page.locator("[data-announcement-id]")).toBeHidden()
      expect(await layoutShift(page)).toBe(0)
    },
  )
}
