import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { axe } from "./axe"
import { expect, hydrated, inOneLocale, locales, settled, test } from "./fixtures"

// The classification lists on the schema pages: server-rendered top level, branches loaded on
// demand, reading aids per locale, filter, permalinks from a cold load, copy.
const schemaDocs = "/docs/core-modules/schema/schema-content"
const strings = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", code, "classes.json"), "utf8")) as Record<string, string>
const schema = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", code, "schema.json"), "utf8")) as Record<string, string>
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))
const entry = (page: Page, anchor: string) => page.locator(`[id="${anchor}"]`)
const aids: Record<string, { C: string; food: string }> = {
  en: { C: "", food: "" },
  "zh-CN": { C: "制造业", food: "食品制造" },
  ja: { C: "製造業", food: "食料品製造業" },
}

for (const locale of locales) {
  const m = strings(locale.code)
  const s = schema(locale.code)

  test(`classes ${locale.code}: processes list rendered by the server, opened on demand, with the reading aid`, async ({
    page,
    pageErrors,
  }) => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(new URL(request.url()).pathname))
    await page.goto(`${locale.prefix}${schemaDocs}/json-schema-processes`)
    const manufacturing = entry(page, "class/processes/C")
    await expect(manufacturing).toContainText("Manufacturing")
    if (aids[locale.code].C)
      await expect(manufacturing.locator(`[lang="${locale.code}"]`)).toHaveText(aids[locale.code].C)
    else await expect(manufacturing.locator("[lang=zh-CN], [lang=ja]")).toHaveCount(0)
    await settled(page)
    expect(requests.some((p) => p.startsWith("/classifications/"))).toBe(false)
    await manufacturing
      .getByRole("button", { name: fill(s["schema.explorer.expand"], { name: "C Manufacturing" }) })
      .click()
    const food = entry(page, "class/processes/C/10")
    await expect(food).toContainText("Manufacture of food products")
    if (aids[locale.code].food) await expect(food).toContainText(aids[locale.code].food)
    expect(requests).toContain("/classifications/processes/2.json")
    await expect(manufacturing.getByRole("button").first()).toHaveAttribute("aria-expanded", "true")
    // Keyboard: → on an open entry goes to its first child.
    await manufacturing.getByRole("button").first().focus()
    await page.keyboard.press("ArrowRight")
    await expect(food.getByRole("button").first()).toBeFocused()
    expect(pageErrors).toEqual([])
  })

  test(`classes ${locale.code}: product flows list, filter by code and words`, async ({ page }) => {
    await page.goto(`${locale.prefix}${schemaDocs}/json-schema-flows`)
    await hydrated(page)
    const section = page.locator("section[data-class-list=flows_product]")
    await expect(entry(page, "class/flows_product/4")).toContainText("Metal products, machinery and equipment")
    const filter = section.getByRole("searchbox")
    await filter.fill("4112")
    // The first query fetches the whole list: a loaded machine may need longer than for the rest.
    await expect(entry(page, "class/flows_product/4/41/411/4112")).toBeVisible({ timeout: 20_000 })
    await expect(entry(page, "class/flows_product/4/41")).toBeVisible()
    await filter.fill("zzzz-nothing")
    await expect(section.getByRole("status")).toHaveText(fill(m["classes.noMatch"], { query: "zzzz-nothing" }))
  })
}

test("classes: filter the process list by code, English words and Chinese @desktop-only", async ({ page }) => {
  await page.goto(`${schemaDocs}/json-schema-processes`)
  await hydrated(page)
  const section = page.locator("section[data-class-list=processes]")
  const filter = section.getByRole("searchbox")
  for (const query of ["2410", "basic iron", "钢铁"]) {
    await filter.fill(query)
    // The first query fetches the whole list: a loaded machine may need longer than for the rest.
    await expect(entry(page, "class/processes/C/24/241/2410")).toBeVisible({ timeout: 20_000 })
    await expect(entry(page, "class/processes/C/24/241/2410")).toHaveAttribute("data-match", "true")
    await expect(entry(page, "class/processes/A")).toHaveCount(0)
  }
})

test("classes: a permalink opens its entry from a cold load @desktop-only", async ({ page }) => {
  await page.goto(`/en${schemaDocs}/json-schema-processes#class/processes/C/24/241/2410`)
  const target = entry(page, "class/processes/C/24/241/2410")
  await expect(target).toBeVisible({ timeout: 15_000 })
  await expect(target).toHaveAttribute("data-highlighted", "true")
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
})

test("classes: copy writes the data set's JSON and says so @desktop-only", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const m = strings("en")
  await page.goto(`/en${schemaDocs}/json-schema-processes#class/processes/C/24/241/2410`)
  const target = entry(page, "class/processes/C/24/241/2410")
  await expect(target).toBeVisible({ timeout: 15_000 })
  await target
    .getByRole("button", {
      name: fill(m["classes.copyLabel"], { code: "2410", text: "Manufacture of basic iron and steel" }),
    })
    .click()
  const section = page.locator("section[data-class-list=processes]")
  await expect(section.getByRole("status")).toContainText(
    fill(m["classes.copied"], {
      code: "2410",
      text: "Manufacture of basic iron and steel",
      into: "processDataSet/processInformation/dataSetInformation/classificationInformation",
    }),
  )
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
  expect(
    copied["common:classification"]["common:class"].map((item: Record<string, string>) => item["@classId"]),
  ).toEqual(["C", "24", "241", "2410"])
})

test("classes: a permalink opens its entry from a cold load on the Chinese page @desktop-only", async ({ page }) => {
  await page.goto(`${schemaDocs}/json-schema-processes#class/processes/C/24/241/2410`)
  const target = entry(page, "class/processes/C/24/241/2410")
  await expect(target).toBeVisible({ timeout: 15_000 })
  await expect(target).toHaveAttribute("data-highlighted", "true")
  await expect(target).toContainText("基本钢铁制造")
})

for (const locale of locales) {
  inOneLocale(locale)(
    `classes ${locale.code}: the location list renders no rows until opened, then by keyboard @desktop-only`,
    async ({ page }) => {
      const m = strings(locale.code)
      const requests: string[] = []
      page.on("request", (request) => requests.push(new URL(request.url()).pathname))
      await page.goto(`${locale.prefix}${schemaDocs}/json-schema-processes`)
      await hydrated(page)
      const section = page.locator("section[data-class-list=locations]")
      await expect(section).toContainText(
        fill(m["classes.countsFlat"], { total: 647, file: "tidas_locations_category.json" }),
      )
      await expect(section.locator("li")).toHaveCount(0)
      const open = section.getByRole("button", { name: m["classes.open"] })
      await open.focus()
      await page.keyboard.press("Enter")
      await expect(section.locator("li").first()).toBeVisible()
      expect(requests).toContain("/classifications/locations/all.json")
      await expect(section.locator("li").first().getByRole("button").first()).toBeFocused()
      await section.getByRole("searchbox").fill("CN-BJ")
      await expect(entry(page, "class/locations/CN-BJ")).toBeVisible()
    },
  )
}

test("classes: axe finds no serious problems in the section, expanded and filtered, in both themes @desktop-only", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
    await page.goto("about:blank")
    await page.goto(`${schemaDocs}/json-schema-processes#class/processes/C/24/241/2410`)
    await settled(page)
    await expect(entry(page, "class/processes/C/24/241/2410")).toHaveAttribute("data-highlighted", "true")
    // A narrow filter: axe's time grows with the rows shown, and a few show every state a row can be in.
    await page.locator("section[data-class-list=locations]").getByRole("searchbox").fill("CN-B")
    await expect(page.locator("section[data-class-list=locations] li[data-match]").first()).toBeVisible()
    const results = await axe(page).include("section[aria-labelledby='classifications']").analyze()
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

test("classes: site search leads to a class's permalink @desktop-only", async ({ page }) => {
  const index = JSON.parse(fs.readFileSync(path.resolve("public/search-index/zh-CN.content.json"), "utf8")) as {
    records: Array<[number, string]>
  }
  expect(index.records.some(([, text]) => text.includes("基本钢铁制造"))).toBe(true)
  await page.goto(`/search?q=${encodeURIComponent("钢铁")}`)
  const hit = page.locator(`a[href*="#class/processes/C/24/241/2410"]`).first()
  await expect(hit).toBeVisible({ timeout: 15_000 })
})
