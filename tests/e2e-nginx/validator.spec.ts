import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { invalidSample, validSample } from "../../src/lib/validator/samples"
import { expect, hydrated, locales, test } from "../e2e/fixtures"

// Each test walks several pages or requests: a minute each, as playwright.nginx.config.ts allows.
test.describe.configure({ timeout: 60_000 })

// The dataset validator as readers get it in production: served by deploy/nginx.conf with the
// site's Content-Security-Policy (no 'unsafe-eval'), in every locale. Its validators are
// generated at build time, so checking a dataset compiles nothing in the browser; the
// fixture fails any test that meets a CSP violation or an EvalError, workers included.

const validationPage = "/docs/core-modules/schema/tidas-schema-validation"
const contactDoc = "/docs/core-modules/schema/schema-content/json-schema-contact"
const info = "contactDataSet/contactInformation/dataSetInformation"
const strings = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", code, "validator.json"), "utf8")) as Record<string, string>
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))

async function open(page: Page, prefix: string, code: string) {
  const response = await page.goto(`${prefix}${validationPage}`)
  const policy = response?.headers()["content-security-policy"] ?? ""
  expect(policy).toContain("script-src 'self' 'sha256-")
  expect(policy).not.toContain("unsafe-eval")
  await hydrated(page)
  return page.getByRole("region", { name: strings(code)["validator.region"] })
}

for (const locale of locales) {
  test(`${locale.code}: the validator checks samples, files and malformed JSON under the production CSP, and links into the schema reference`, async ({
    page,
    pageErrors,
    csp,
  }) => {
    const t = strings(locale.code)
    const tool = await open(page, locale.prefix, locale.code)
    const results = tool.getByRole("list", { name: t["validator.results"] })

    await tool.getByRole("button", { name: t["validator.action.sample"] }).click()
    await expect(tool.getByRole("status")).toHaveText(fill(t["validator.summary"], { valid: 1, invalid: 1 }), {
      timeout: 20_000,
    })
    await expect(results.getByText(fill(t["validator.result.valid"], { root: "contactDataSet" }))).toBeVisible()
    const faulty = results.locator("li[data-status=invalid]")
    await expect(
      faulty.getByText(fill(t["validator.result.invalid_other"], { count: 6, root: "contactDataSet" })),
    ).toBeVisible()
    await expect(faulty.locator("ol > li")).toHaveCount(6)
    const missing = faulty
      .locator("ol > li")
      .filter({ hasText: fill(t["validator.error.required"], { field: "common:shortName" }) })
    await expect(missing.getByRole("link")).toHaveAttribute(
      "href",
      `${locale.prefix}${contactDoc}#${info}/common:shortName`,
    )
    // The worker loaded the contact type's generated validator, a chunk of plain script.
    expect(page.workers().some((worker) => /\/chunks\/validator-worker-[0-9a-f]+\.js$/.test(worker.url()))).toBe(true)

    // Malformed JSON: line and column.
    await tool.getByLabel(t["validator.input.label"]).fill('{\n  "processDataSet": {\n    "a": 1,\n  }\n}')
    await tool.getByRole("button", { name: t["validator.action.validate"] }).click()
    const problem = fill(t["validator.syntax.unexpected"], { found: "}" })
    await expect(results.getByText(fill(t["validator.result.syntax"], { line: 4, column: 3, problem }))).toBeVisible()

    // Chosen files: a valid contact, a faulty contact, and a process (another type's validator).
    await tool.getByLabel(t["validator.fileInput"]).setInputFiles([
      { name: "valid.json", mimeType: "application/json", buffer: Buffer.from(validSample) },
      { name: "faulty.json", mimeType: "application/json", buffer: Buffer.from(invalidSample) },
      {
        name: "process.json",
        mimeType: "application/json",
        buffer: Buffer.from('{"processDataSet": {"@version": 2}}'),
      },
    ])
    await expect(tool.getByRole("status")).toHaveText(fill(t["validator.summary"], { valid: 1, invalid: 2 }), {
      timeout: 20_000,
    })
    await expect(results.locator("li[data-status=valid]")).toContainText("valid.json")
    await expect(
      results.locator("li[data-status=invalid]").filter({ hasText: "faulty.json" }).locator("ol > li"),
    ).toHaveCount(6)
    const process = results.locator("li[data-status=invalid]").filter({ hasText: "process.json" })
    await expect(process.locator("ol > li").first()).toBeVisible()
    await expect(process.getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^${locale.prefix}/docs/core-modules/schema/schema-content/json-schema-processes#processDataSet`),
    )

    // A field link opens the field on its schema page, still under the policy.
    await tool.getByRole("button", { name: t["validator.action.sample"] }).click()
    const versionLink = results.getByRole("link", { name: fill(t["validator.fieldLink"], { field: "@version" }) })
    await versionLink.click()
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}${contactDoc}#contactDataSet/@version$`))
    await expect(page.locator("main h1").first()).toBeVisible()
    expect(csp.seen()).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

// A wrong class: the valid contact sample with its class text misspelt. The message names the
// exact text, and the closest entry links to its permalink, which opens it on the contact page.
const wrongClass = (() => {
  const sample = JSON.parse(validSample)
  sample.contactDataSet.contactInformation.dataSetInformation.classificationInformation["common:classification"][
    "common:class"
  ]["#text"] = "Organisation"
  return JSON.stringify(sample, null, 2)
})()

for (const locale of locales) {
  test(`${locale.code}: the validator reports a wrong class with the closest entry, linked to its permalink`, async ({
    page,
    pageErrors,
    csp,
  }) => {
    const t = strings(locale.code)
    const tool = await open(page, locale.prefix, locale.code)
    const results = tool.getByRole("list", { name: t["validator.results"] })
    await tool.getByLabel(t["validator.input.label"]).fill(wrongClass)
    await tool.getByRole("button", { name: t["validator.action.validate"] }).click()
    const issue = results.locator("ol > li").filter({
      hasText: fill(t["validator.class.text"], { code: "2", expected: "Organisations", text: "Organisation" }),
    })
    await expect(issue).toBeVisible({ timeout: 20_000 })
    await expect(issue).toContainText(t["validator.class.closest"])
    const closest = issue.getByRole("link", { name: "2 Organisations" })
    await expect(closest).toHaveAttribute("href", `${locale.prefix}${contactDoc}#class/contacts/2`)
    await closest.click()
    const entry = page.locator(`[id="class/contacts/2"]`)
    await expect(entry).toBeVisible({ timeout: 15_000 })
    await expect(entry).toHaveAttribute("data-highlighted", "true")
    expect(csp.seen()).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test("the CSP watch sees a blocked eval and a blocked load, so the tests above can fail", async ({ page, csp }) => {
  await page.goto("/en/docs/intro")
  await hydrated(page)
  // Run from a timer, outside Playwright's own evaluation (which the policy does not cover).
  await page.evaluate(() => setTimeout(() => new Function("return 1")(), 0))
  await expect.poll(() => csp.seen().some((text) => /EvalError/.test(text))).toBe(true)
  csp.clear()
  await page.evaluate(() => (new Image().src = "http://127.0.0.2:9/pixel.png"))
  await expect.poll(() => csp.seen().some((text) => /Content Security Policy|Refused to load/.test(text))).toBe(true)
  csp.clear()
})

test("a new run cancels the one before: the old worker is terminated, not queued", async ({ page }) => {
  const t = strings("en")
  const tool = await open(page, "/en", "en")
  await tool.getByRole("button", { name: t["validator.action.sample"] }).click()
  await expect(tool.getByRole("status")).toHaveText(fill(t["validator.summary"], { valid: 1, invalid: 1 }), {
    timeout: 20_000,
  })
  // A large valid contact keeps a worker busy for a while; validating the text then replaces it.
  const largeContact = (names: number) => {
    const doc = JSON.parse(validSample)
    doc.contactDataSet.contactInformation.dataSetInformation["common:name"] = Array.from({ length: names }, (_, i) => ({
      "@xml:lang": "en",
      "#text": `Name variant ${i}`,
    }))
    return { name: "large.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) }
  }
  await tool.getByLabel(t["validator.fileInput"]).setInputFiles(largeContact(120_000))
  await expect(tool.getByRole("button", { name: t["validator.action.cancel"] })).toBeVisible()
  await tool.getByLabel(t["validator.input.label"]).fill("[1]")
  await tool.getByRole("button", { name: t["validator.action.validate"] }).click()
  await expect(tool.locator("li[data-status=notObject]")).toBeVisible({ timeout: 10_000 })
  await expect.poll(() => page.workers().length).toBe(1)
  // Cancelling a running check stops it and says so. This file is three times the size, near the
  // 20 MiB limit: a fast machine checks the smaller one before the click lands.
  await tool.getByLabel(t["validator.fileInput"]).setInputFiles(largeContact(360_000))
  await tool.getByRole("button", { name: t["validator.action.cancel"] }).click()
  await expect(tool.getByRole("status")).toHaveText(fill(t["validator.cancelled_one"], { count: 1 }))
  await expect(tool.locator("li[data-status=cancelled]")).toContainText(t["validator.result.cancelled"])
  await expect.poll(() => page.workers().length).toBe(0)
})

for (const [part, pattern] of [
  ["the worker", /\/chunks\/validator-worker-[0-9a-f]+\.js$/],
  ["the contact validator", /\/chunks\/validator-tidas_contacts-[0-9a-f]+\.js$/],
] as const) {
  test(`when ${part} fails to load, Retry checks again`, async ({ page, context }) => {
    const t = strings("en")
    let blocked = 0
    await context.route(pattern, (route) => (blocked++ === 0 ? route.abort("connectionreset") : route.continue()))
    const tool = await open(page, "/en", "en")
    await tool.getByRole("button", { name: t["validator.action.sample"] }).click()
    const retry = tool.getByRole("alert").getByRole("button", { name: "Retry" })
    await expect(retry).toBeVisible({ timeout: 20_000 })
    await expect(tool.getByText(t["validator.loadFailed"])).toBeVisible()
    expect(blocked).toBeGreaterThan(0)
    await retry.click()
    await expect(tool.getByRole("status")).toHaveText(fill(t["validator.summary"], { valid: 1, invalid: 1 }), {
      timeout: 20_000,
    })
    await expect(retry).toBeHidden()
  })
}
