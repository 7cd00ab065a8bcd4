import type { Page } from "@playwright/test"
import { expect, hydrated, sectionsDrawn, test } from "./fixtures"

// Spec: scrolling to an anchor and to the top is smooth, respects prefers-reduced-motion, and
// where the browser has no smooth scrolling a script eases it by a factor of 0.85 per frame.
const longDoc = "/en/docs/core-modules/schema/schema-content/json-schema-processes"

/** Clicks, then samples window.scrollY on every frame until it has moved and been still for 10 frames. */
async function scrollTrace(page: Page, click: () => Promise<void>): Promise<number[]> {
  const startY = await page.evaluate(() => window.scrollY)
  await page.evaluate(() => {
    const w = window as unknown as { trace: number[]; tracing: boolean }
    w.trace = []
    w.tracing = true
    const sample = () => {
      w.trace.push(window.scrollY)
      if (w.tracing) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await click()
  await page.waitForFunction((start) => {
    const trace = (window as unknown as { trace: number[] }).trace
    const last = trace[trace.length - 1]
    return last !== start && trace.length >= 15 && trace.slice(-10).every((y) => y === last)
  }, startY)
  return page.evaluate(() => {
    const w = window as unknown as { trace: number[]; tracing: boolean }
    w.tracing = false
    return w.trace
  })
}

const distinctPositions = (trace: number[]) => new Set(trace).size

test.describe("smooth scrolling @desktop-only", () => {
  test("the back-to-top button appears on a long page and scrolls smoothly to the top", async ({ page }) => {
    await page.goto(longDoc)
    await hydrated(page)
    const button = page.getByRole("button", { name: "Scroll back to top" })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }))
    await expect(button).toBeVisible()
    const trace = await scrollTrace(page, () => button.click())
    expect(trace[trace.length - 1]).toBe(0)
    // Several positions on the way up: an animation, not a jump.
    expect(distinctPositions(trace)).toBeGreaterThan(3)
  })

  test("with reduced motion, the top and anchors are reached at once", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(longDoc)
    await hydrated(page)
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }))
    const trace = await scrollTrace(page, () => page.getByRole("button", { name: "Scroll back to top" }).click())
    expect(trace[trace.length - 1]).toBe(0)
    expect(distinctPositions(trace)).toBeLessThanOrEqual(2)
    const toc = page.getByRole("navigation", { name: "On this page" })
    const anchorTrace = await scrollTrace(page, () => toc.getByRole("link").nth(10).click())
    expect(anchorTrace[anchorTrace.length - 1]).toBeGreaterThan(0)
    expect(distinctPositions(anchorTrace)).toBeLessThanOrEqual(2)
    await context.close()
  })

  test("without CSS smooth scrolling, an anchor link eases by 0.85 per frame", async ({ page }) => {
    // A browser without `scroll-behavior`, as the site's feature test sees it and as CSS behaves.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean
      CSS.supports = ((...args: string[]) =>
        /scroll-behavior/.test(args[0]) ? false : supports(...args)) as typeof CSS.supports
      document.addEventListener("DOMContentLoaded", () =>
        document.documentElement.style.setProperty("scroll-behavior", "auto", "important"),
      )
    })
    await page.goto(longDoc)
    await hydrated(page)
    const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(10)
    const hash = (await link.getAttribute("href"))!
    const trace = await scrollTrace(page, () => link.click())
    expect(new URL(page.url()).hash).toBe(hash)
    const end = trace[trace.length - 1]
    const moving = trace.filter((y, i) => i > 0 && y !== trace[i - 1] && Math.abs(end - y) > 20)
    expect(moving.length).toBeGreaterThan(4)
    // Each frame leaves about 85% of the remaining distance.
    for (let i = 1; i < moving.length; i++) expect((end - moving[i]) / (end - moving[i - 1])).toBeCloseTo(0.85, 1)
    const target = await page.evaluate(
      (id) => document.getElementById(decodeURIComponent(id.slice(1)))!.getBoundingClientRect().top,
      hash,
    )
    expect(target).toBeGreaterThanOrEqual(0)
    expect(target).toBeLessThan(120)
  })
})

test.describe("anchors far down a long page", { tag: "@mobile" }, () => {
  // Whatever the page does to lighten its first load (hydration in parts, skipped rendering),
  // a heading far down must be where links to it lead, opened afresh or from the TOC.
  test("a fresh load with a #hash and a table-of-contents link both land on the heading", async ({ page }) => {
    await page.goto(longDoc)
    await hydrated(page)
    const ids = await page
      .locator("main .markdown h2[id]")
      .evaluateAll((headings) => headings.map((heading) => heading.id))
    const target = ids[ids.length - 2]
    // Where the heading sits below the sticky navbar (the announcement above it scrolls away).
    const gapIn = (tab: Page) => () =>
      tab.evaluate(
        (id) =>
          Math.round(
            document.getElementById(id)!.getBoundingClientRect().top -
              document.querySelector("header")!.getBoundingClientRect().bottom,
          ),
        target,
      )
    const gap = gapIn(page)

    await page.goto(`${longDoc}#${encodeURIComponent(target)}`)
    await hydrated(page)
    await expect.poll(gap).toBeGreaterThanOrEqual(-2)
    await expect.poll(gap).toBeLessThan(80)

    await page.goto(longDoc)
    await hydrated(page)
    const tocLink = page
      .locator(`a[href="#${encodeURIComponent(target)}"]:visible, a[href="#${target}"]:visible`)
      .first()
    if (await tocLink.count()) {
      await tocLink.click()
    } else {
      // Phones: the table of contents sits in a collapsed box above the text.
      await page.locator("main details summary").first().click()
      await page
        .locator(`main details a[href="#${encodeURIComponent(target)}"], main details a[href="#${target}"]`)
        .first()
        .click()
    }
    await expect.poll(gap, { timeout: 5000 }).toBeLessThan(80)
    await expect.poll(gap).toBeGreaterThanOrEqual(-2)

    // The same address opened in a new tab: a document of its own, not a jump within this one.
    const tab = await page.context().newPage()
    await tab.goto(`${longDoc}#${encodeURIComponent(target)}`)
    await hydrated(tab)
    const tabGap = gapIn(tab)
    await expect.poll(tabGap).toBeGreaterThanOrEqual(-2)
    await expect.poll(tabGap).toBeLessThan(80)
    await tab.close()
  })

  test("soon after a load, or a move to the page, every section is drawn at its real height", async ({ page }) => {
    const skippedBlocks = () =>
      page
        .locator("main .markdown .doc-section > *")
        .evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).contentVisibility === "auto").length)
    const allDrawn = () => sectionsDrawn(page)
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await allDrawn()
    await page.evaluate(
      (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
      longDoc,
    )
    await expect(page.locator("main h1")).toContainText("processes", { ignoreCase: true })
    await allDrawn()
    expect(await skippedBlocks()).toBe(0)

    await page.goto(longDoc)
    await hydrated(page)
    await allDrawn()
    expect(await skippedBlocks()).toBe(0)
    // No estimate is left: showing every section at once changes nothing.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate(() => document.documentElement.setAttribute("data-draw-all-sections", ""))
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height)
  })

  test("a reload keeps the reader at the heading they had scrolled to", async ({ page }) => {
    await page.goto(longDoc)
    await hydrated(page)
    const ids = await page
      .locator("main .markdown h2[id]")
      .evaluateAll((headings) => headings.map((heading) => heading.id))
    const target = ids[ids.length - 3]
    // Scroll the way a reader does, a frame at a time, until the heading sits near the top.
    await page.evaluate(async (id) => {
      const heading = document.getElementById(id)!
      for (let frame = 0; frame < 60; frame++) {
        window.scrollBy({
          top: Math.min(1500, heading.getBoundingClientRect().top - 150),
          behavior: "instant" as ScrollBehavior,
        })
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
    }, target)
    const topOf = () =>
      page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target)
    const before = await topOf()
    expect(Math.abs(before - 150)).toBeLessThan(30)
    await page.reload()
    await hydrated(page)
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThan(40)
  })
})
