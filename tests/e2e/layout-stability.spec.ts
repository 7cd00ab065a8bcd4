// Cumulative layout shift on load is zero, with the announcement bar shown or dismissed: the bar
// is laid out (or hidden) before first paint, the first paint waits for the whole chrome above the
// content, and the article's width does not wait for the table of contents that follows it.
import type { Page } from "@playwright/test"
import { siteConfig } from "../../src/config/site"
import { storageKeys } from "../../src/lib/storage"
import { expect, hydrated, locales, test } from "./fixtures"

async function layoutShift(page: Page): Promise<number> {
  const { total, shifted } = await page.evaluate(
    () =>
      new Promise<{ total: number; shifted: string[] }>((resolve) => {
        let total = 0
        const shifted: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const source of entry.sources) shifted.push(`${source.node?.nodeName}.${(source.node as Element | undefined)?.className} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`)
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
  test(`${locale.code}: no layout shift on load with the announcement bar shown`, async ({ page }) => {
    await page.goto(`${locale.prefix}/docs/intro`)
    await hydrated(page)
    await expect(page.locator("[data-announcement-id]")).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  })

  test(`${locale.code}: no layout shift on load with the announcement bar dismissed`, async ({ page }) => {
    const key = siteConfig.storageKeyPrefix + storageKeys.announcementDismissed
    await page.addInitScript(([k, id]) => window.localStorage.setItem(k, id), [key, siteConfig.announcementBar!.id] as const)
    await page.goto(`${locale.prefix}/docs/intro`)
    await hydrated(page)
    await expect(page.locator("html")).toHaveAttribute("data-announcement-dismissed", "")
    await expect(page.locator("[data-announcement-id]")).toBeHidden()
    expect(await layoutShift(page)).toBe(0)
  })
}
