import fs from "node:fs"
import { strFromU8, unzipSync } from "fflate"
import path from "node:path"
import { axe } from "./axe"
import type { Page } from "@playwright/test"
import { expect, hydrated, inOneLocale, locales, test } from "./fixtures"

// The schema explorer on the json-schema-* pages: its strings, server-rendered levels and axe's
// text rules in every locale; its behaviour, and colour contrast, on the Japanese site.
const processes = "/docs/core-modules/schema/schema-content/json-schema-processes"
const messagesOf = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", code, "schema.json"), "utf8")) as Record<string, string>
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))
const row = (page: Page, anchor: string) => page.locator(`[id="${anchor}"]`)
const tree = (page: Page) => page.locator("ul[data-search-fields]")

for (const locale of locales) {
  const m = messagesOf(locale.code)
  const url = `${locale.prefix}${processes}`
  const once = inOneLocale(locale)

  once(
    `explorer ${locale.code}: expand and collapse, keyboard, expand all, collapse all, filter`,
    { tag: "@mobile" },
    async ({ page, pageErrors }) => {
      await page.goto(url)
      await hydrated(page)
      const section = row(page, "processDataSet/processInformation")
      const child = row(page, "processDataSet/processInformation/dataSetInformation")
      await expect(child).toBeVisible()
      await section
        .getByRole("button", { name: fill(m["schema.explorer.collapse"], { name: "processInformation" }) })
        .click()
      await expect(child).toHaveCount(0)
      // Keyboard: the toggle is a real button with aria-expanded.
      const toggle = section.getByRole("button", {
        name: fill(m["schema.explorer.expand"], { name: "processInformation" }),
      })
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await toggle.focus()
      await page.keyboard.press("Enter")
      await expect(child).toBeVisible()
      await expect(section.getByRole("button").first()).toHaveAttribute("aria-expanded", "true")
      // Deeper levels are not in the page; opening one loads them.
      const name = row(page, "processDataSet/processInformation/dataSetInformation/name")
      await expect(name).toHaveCount(0)
      await child
        .getByRole("button", { name: fill(m["schema.explorer.expand"], { name: "dataSetInformation" }) })
        .click()
      await expect(name).toBeVisible()
      await name.getByRole("button", { name: fill(m["schema.explorer.expand"], { name: "name" }) }).click()
      await expect(row(page, "processDataSet/processInformation/dataSetInformation/name/baseName")).toBeVisible()

      await page.getByRole("button", { name: m["schema.explorer.expandAll"], exact: true }).click()
      const meanAmount = row(page, "processDataSet/exchanges/exchange/meanAmount")
      await expect(meanAmount).toBeAttached()
      // Rows beyond the first screenfuls arrive a slice per frame.
      await expect.poll(() => tree(page).locator("li").count()).toBeGreaterThan(150)
      await page.getByRole("button", { name: m["schema.explorer.collapseAll"], exact: true }).click()
      await expect(tree(page).locator("li")).toHaveCount(1)

      const filter = page.getByRole("searchbox", { name: m["schema.explorer.filter.label"] })
      await filter.fill("meanAmount")
      await expect(meanAmount).toBeVisible()
      await expect(meanAmount).toHaveAttribute("data-match", "true")
      await expect(row(page, "processDataSet/exchanges")).toBeVisible()
      await expect(row(page, "processDataSet/processInformation")).toHaveCount(0)
      const matches = await tree(page).locator("li[data-match]").count()
      expect(matches).toBeGreaterThanOrEqual(2)
      await filter.fill("zz-no-such-field")
      await expect(
        page.getByText(fill(m["schema.explorer.filter.noMatch"], { query: "zz-no-such-field" })),
      ).toBeVisible()
      await expect(tree(page)).toHaveCount(0)
      await filter.fill("")
      await expect(tree(page).locator("li")).toHaveCount(1)
      expect(pageErrors).toEqual([])
    },
  )

  once(
    `explorer ${locale.code}: arrow keys, Home and End move between rows; Right and Left open, close and climb`,
    async ({ page, pageErrors }) => {
      await page.goto(url)
      await hydrated(page)
      await expect(page.getByText(m["schema.explorer.keys"])).toBeVisible()
      // Which row holds the focus, and whether it is that row's toggle ('button') or permalink ('link').
      const focus = () =>
        page.evaluate(() => {
          const active = document.activeElement!
          return `${active.closest("li")?.id} ${active.tagName === "BUTTON" ? "button" : active.hasAttribute("data-permalink") ? "link" : active.tagName}`
        })
      const section = "processDataSet/processInformation"
      const sectionToggle = row(page, section).locator(":scope > div > button")
      await sectionToggle.focus()
      await page.keyboard.press("ArrowLeft")
      await expect(sectionToggle).toHaveAttribute("aria-expanded", "false")
      await expect(row(page, `${section}/dataSetInformation`)).toHaveCount(0)
      await page.keyboard.press("ArrowLeft")
      expect(await focus()).toBe("processDataSet button")
      await page.keyboard.press("ArrowRight")
      const second = await tree(page).locator(":scope > li").nth(1).getAttribute("id")
      expect((await focus()).split(" ")[0]).toBe(second)
      await sectionToggle.focus()
      await page.keyboard.press("ArrowRight")
      await expect(sectionToggle).toHaveAttribute("aria-expanded", "true")
      await page.keyboard.press("ArrowRight")
      expect(await focus()).toBe(`${section}/dataSetInformation button`)
      await page.keyboard.press("ArrowDown")
      const below = await row(page, `${section}/dataSetInformation`).evaluate((li) => li.nextElementSibling!.id)
      expect((await focus()).split(" ")[0]).toBe(below)
      await page.keyboard.press("ArrowUp")
      expect(await focus()).toBe(`${section}/dataSetInformation button`)
      await page.keyboard.press("End")
      const last = await tree(page).locator(":scope > li").last().getAttribute("id")
      expect((await focus()).split(" ")[0]).toBe(last)
      await page.keyboard.press("Home")
      expect(await focus()).toBe("processDataSet button")
      // Up from the first row and Left from a root stay put; the page does not scroll instead.
      await page.keyboard.press("ArrowUp")
      expect(await focus()).toBe("processDataSet button")
      expect(pageErrors).toEqual([])
    },
  )

  once(
    `explorer ${locale.code}: a field permalink opens, scrolls to and highlights the field from a cold load; a type links to its data type`,
    async ({ page, pageErrors }) => {
      await page.goto(`${url}#processDataSet/exchanges/exchange/meanAmount`)
      await hydrated(page)
      const target = row(page, "processDataSet/exchanges/exchange/meanAmount")
      await expect(target).toHaveAttribute("data-highlighted", "true")
      await expect(target).toBeInViewport()
      await expect(
        target.getByRole("link", { name: fill(m["schema.explorer.permalink"], { name: "meanAmount" }) }),
      ).toHaveAttribute("href", "#processDataSet/exchanges/exchange/meanAmount")
      await target.getByRole("link", { name: "Real", exact: true }).click()
      await expect(page).toHaveURL(
        new RegExp(`${locale.prefix}/docs/core-modules/schema/schema-content/json-schema-datatype#\\$defs/Real$`),
      )
      const real = row(page, "$defs/Real")
      await expect(real).toHaveAttribute("data-highlighted", "true")
      await expect(real).toBeInViewport()
      expect(pageErrors).toEqual([])
    },
  )

  test(`explorer ${locale.code}: first levels, sections and downloads without JavaScript`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(url)
    await expect(row(page, "processDataSet/processInformation/dataSetInformation")).toBeVisible()
    await expect(row(page, "processDataSet/modellingAndValidation/LCIMethodAndAllocation").locator("p")).not.toBeEmpty()
    await expect(row(page, "processDataSet/processInformation/dataSetInformation/name")).toHaveCount(0)
    await expect(page.locator(`nav a[href="#processDataSet/exchanges"]`).first()).toBeAttached()
    const download = page.getByRole("link", {
      name: fill(m["schema.explorer.download"], { file: "tidas_processes.json" }),
    })
    const response = await request.get((await download.getAttribute("href"))!)
    expect(response.status()).toBe(200)
    expect((await response.json()).properties.processDataSet).toBeTruthy()
    await page.goto(`${locale.prefix}/docs/core-modules/schema/tidas-schema-intro`)
    const zip = await request.get(
      (await page.locator('main a[href$="/schemas/tidas-schemas.zip"]').getAttribute("href"))!,
    )
    expect(zip.status()).toBe(200)
    const files = unzipSync(await zip.body())
    expect(strFromU8(files["tidas-schemas/tidas_processes.json"])).toBe(await response.text())
    await context.close()
  })

  test(`explorer ${locale.code}: axe finds no serious problems, expanded and filtered @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    // Dark-theme colours are the same in every locale: checked once, on the Japanese site.
    for (const theme of locale.code === "ja" ? (["light", "dark"] as const) : (["light"] as const)) {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
      // The same URL twice would only change the hash, not load the page again.
      await page.goto("about:blank")
      // A highlighted field, loaded deeper levels, then filter matches: every state a row can be in.
      await page.goto(`${url}#processDataSet/exchanges/exchange/meanAmount`)
      await hydrated(page)
      await expect(row(page, "processDataSet/exchanges/exchange/meanAmount")).toHaveAttribute(
        "data-highlighted",
        "true",
      )
      // The explorer's own filter: the classification lists below it have filters too.
      const filter = page.locator("section[aria-labelledby='schema-explorer']").getByRole("searchbox")
      await filter.fill("UUID")
      await expect(page.locator("li[data-match]").first()).toBeVisible()
      // Where the filter left the page scrolled, the sticky navbar may cover part of the toolbar,
      // which axe's target-size rule would count against its buttons: bring it to mid-screen.
      await filter.evaluate((element) => element.scrollIntoView({ block: "center" }))
      const results = await axe(page, { colours: locale.code === "ja" })
        .include("section[aria-labelledby='schema-explorer']")
        .analyze()
      for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
        problems.push(
          `${theme}: ${v.id} ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
        )
    }
    expect(problems).toEqual([])
  })
}
