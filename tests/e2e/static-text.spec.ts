import { expect, hydrated, test } from "./fixtures"

// A doc's text is kept as the server's HTML on a first load instead of being hydrated
// (components/StaticHtml); its links and copy buttons must still behave as on any page.
test.describe("a doc's text on first load and after client-side navigation", () => {
  test("its links open client-side, load their page on hover, and its code blocks copy", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const pageData: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/page-data/en/docs/core-modules/schema/tidas-schema-intro/"))
        pageData.push(request.url())
    })
    await page.goto("/en/docs/tool/tidas-tool-intro")
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

    const block = page.locator("main [data-code-block]").first()
    const code = (await block.locator("pre code").textContent())!.replace(/\n$/, "")
    await block.hover()
    await block.getByRole("button", { name: "Copy code to clipboard" }).click()
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible()
    await expect(block.getByRole("status")).toHaveText("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    // After a while the button offers to copy again.
    await expect(block.getByRole("button", { name: "Copy code to clipboard" })).toBeAttached({ timeout: 4000 })

    const link = page.locator("main .markdown").getByRole("link", { name: "TIDAS Schema introduction" }).first()
    await link.hover()
    await expect.poll(() => pageData.length).toBeGreaterThan(0)
    await link.click()
    await expect(page).toHaveURL(/\/en\/docs\/core-modules\/schema\/tidas-schema-intro$/)
    await expect(page.locator("main h1")).toHaveText(/TIDAS Schema/)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test("a page reached client-side renders its text, and its code blocks copy too", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(
        "/en/docs/core-modules/schema/schema-content/json-schema-contact",
      ),
    )
    await expect(page).toHaveURL(/json-schema-contact$/)
    const block = page.locator("main [data-code-block]").first()
    const code = (await block.locator("pre code").textContent())!.replace(/\n$/, "")
    expect(code.length).toBeGreaterThan(20)
    await block.hover()
    await block.getByRole("button", { name: "Copy code to clipboard" }).click()
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  })
})

// The app's scripts start after the first frame (src/lib/first-load/app-scripts.ts), so the
// browser lays out and paints the page before it fetches or runs them. The first frame's time is
// taken from an animation-frame callback registered before anything else runs. (The first
// contentful paint's time is when that frame reached the screen, which on a busy machine comes a
// few hundred milliseconds later, while the scripts already load beside it.)
test("a first visit draws its first frame before it asks for any of the app's scripts", async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrame: performance.now() }))
  })
  await page.goto("/ja/docs/intro")
  await hydrated(page)
  const { firstFrame, scripts } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
  }))
  expect(firstFrame).not.toBeNull()
  expect(scripts.map((script) => script.file)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/app-/), expect.stringMatching(/^\/framework-/)]),
  )
  for (const script of scripts) expect(script.start, script.file).toBeGreaterThan(firstFrame!)
})
