// The fixture site builds its schema pages from tests/fixtures/schemas (TIDAS_SCHEMA_DIR):
// a bundle we did not write, with only English descriptions of its own and the constructs our
// bundle never uses. They must all be shown, in every locale, and the build must only warn.
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"

const bundleDir = path.resolve("tests/fixtures/schemas")
const bundle = JSON.parse(fs.readFileSync(path.join(bundleDir, "tidas_processes.json"), "utf8"))
const root = bundle.properties.processDataSet.properties
const processes = "/docs/core-modules/schema/schema-content/json-schema-processes"
const messagesOf = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", code, "schema.json"), "utf8")) as Record<string, string>
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))
const row = (page: Page, anchor: string) => page.locator(`[id="processDataSet/${anchor}"]`)
const description = (page: Page, anchor: string) => row(page, anchor).locator(":scope > p")

for (const locale of [
  { code: "en", prefix: "/en" },
  { code: "ja", prefix: "/ja" },
]) {
  const m = messagesOf(locale.code)

  test(`${locale.code}: the processes page shows the outside bundle's fields, constructs and own descriptions`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto(`${locale.prefix}${processes}`)
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    await page.getByRole("button", { name: m["schema.explorer.expandAll"], exact: true }).click()

    // No translations of ours exist for these paths: the bundle's English text is what shows.
    await expect(description(page, "releaseNotes")).toHaveText(root.releaseNotes.description)
    await expect(description(page, "releaseNotes/summary")).toHaveText(root.releaseNotes.properties.summary.description)
    await expect(description(page, "flowChart")).toHaveText(root.flowChart.description)
    await expect(description(page, "allocation/factor")).toHaveText(root.allocation.properties.factor.description)

    // An unknown keyword is listed among the rules.
    await expect(row(page, "releaseNotes").locator(":scope > dl")).toContainText("x-release-stage: candidate")
    // anyOf and oneOf: the forms are named, and the object form's fields are in the tree.
    await expect(row(page, "referenceAmount").locator(":scope > div")).toContainText(
      fill(m["schema.explorer.combinator.anyOf"], { count: 2 }),
    )
    await expect(row(page, "referenceAmount/high")).toBeVisible()
    await expect(row(page, "siteLocation").locator(":scope > div")).toContainText(
      fill(m["schema.explorer.combinator.oneOf"], { count: 2 }),
    )
    await expect(row(page, "siteLocation").locator(":scope > dl")).toContainText("pattern: ^[A-Z]{2}$")
    await expect(row(page, "siteLocation/longitude")).toBeVisible()
    // allOf: the fields of both parts, merged.
    await expect(row(page, "reviewState/reviewed")).toBeVisible()
    await expect(row(page, "reviewState/reviewerName")).toBeVisible()
    // Tuple items: the number of positions and the fixed value of each position.
    await expect(row(page, "gridPoint").locator(":scope > div")).toContainText(
      fill(m["schema.explorer.cardinality.positional"], { count: 2 }),
    )
    await expect(row(page, "gridPoint/axis").locator("dd code")).toHaveText(['"x"', '"y"'])
    // dependencies stay visible as a rule of the object that declares them.
    await expect(row(page, "allocation").locator(":scope > dl")).toContainText('dependencies: {"factor":["method"]}')
    // A recursive $ref links back to where the structure is already shown.
    const recursive = row(page, "flowChart/subSteps").getByRole("link", {
      name: fill(m["schema.explorer.ref.recursive"], { name: "ChartStep" }),
    })
    await expect(recursive).toHaveAttribute("href", "#processDataSet/flowChart")
    // A missing $ref target is shown as such, not fatal.
    await expect(row(page, "releaseNotes/maintainer")).toContainText(
      fill(m["schema.explorer.ref.missing"], { name: "MaintainerReference" }),
    )
    expect(errors).toEqual([])
  })

  test(`${locale.code}: the download link serves the outside bundle's file`, async ({ page, request }) => {
    await page.goto(`${locale.prefix}${processes}`)
    const href = await page
      .getByRole("link", { name: fill(m["schema.explorer.download"], { file: "tidas_processes.json" }) })
      .getAttribute("href")
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual(bundle)
  })
}

test("the build warned about the missing $ref target, naming the file and the JSON pointer, and finished", () => {
  // Gatsby's reporter draws with terminal escapes and wraps long messages at spaces: one entry
  // per paragraph, its lines joined again.
  // eslint-disable-next-line no-control-regex -- terminal escapes start with the ESC control character
  const terminalEscape = /\u001b\[[0-9;]*[A-Za-z]/g
  const log = fs.readFileSync(path.resolve(".tmp/fixture-site/build.log"), "utf8").replace(terminalEscape, "")
  const entries = log.split(/\n\s*\n/).map((entry) => entry.trim().replace(/\s*\n\s*/g, " "))
  const warnings = entries.filter((entry) => entry.includes("Schema explorer:"))
  expect(warnings).toEqual([
    expect.stringContaining(
      'Schema explorer: tidas_processes.json: $ref "tidas_data_types.json#/$defs/MaintainerReference" at /properties/processDataSet/properties/releaseNotes/properties/maintainer/$ref has no target in the bundle',
    ),
  ])
  expect(log).toMatch(/Done building in/)
})
