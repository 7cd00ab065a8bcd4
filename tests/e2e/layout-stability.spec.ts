// Cumulative layout shift on load is zero, with the announcement bar shown or dismissed: the bar
// is laid out (or hidden) before first paint, and nothing above the content moves afterwards.
import type { Page } from "@playwright/test"
import { siteConfig } from "../../src/config/site"
import { storageKeys } from "../../src/lib/storage"
import { expect, hydrated, locales, test } from "./fixtures"

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
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
