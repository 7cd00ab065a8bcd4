// The wrong-base-URL banner: the build is served from /sub/ although it was built for the
// site root, so its scripts and styles (requested at the root) fail to load.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { expect, hydrated, locales, test } from "./fixtures"

let server: http.Server
let origin = ""

test.beforeAll(async () => {
  const root = path.resolve("public")
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x")
    if (!url.pathname.startsWith("/sub/")) return void res.writeHead(404).end("not found")
    let file = path.join(root, decodeURIComponent(url.pathname.slice(4)))
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    if (!file.startsWith(root) || !fs.existsSync(file)) return void res.writeHead(404).end("not found")
    res
      .writeHead(200, {
        "Content-Type": file.endsWith(".html") ? "text/html; charset=utf-8" : "application/octet-stream",
      })
      .end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test.describe("wrong base URL @desktop-only", () => {
  for (const locale of locales) {
    test(`${locale.code}: a page served outside its base URL shows the banner naming the configured prefix`, async ({
      page,
    }) => {
      await page.goto(`${origin}/sub${locale.prefix}/docs/intro`)
      const banner = page.locator("#base-url-issue-banner")
      await expect(banner).toBeVisible()
      await expect(banner).toContainText(
        locale.code === "en" ? "base URL" : locale.code === "ja" ? "ベース URL" : "base URL",
      )
      await expect(banner).toContainText("/")
    })
  }

  test("the banner never shows, and is removed, when the site loads correctly", async ({ page }) => {
    // Records whether the banner was ever unhidden, however briefly, before the app removed it.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          if (
            record.target instanceof HTMLElement &&
            record.target.id === "base-url-issue-banner" &&
            !record.target.hidden
          )
            (window as unknown as { bannerShown: boolean }).bannerShown = true
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["hidden"] })
    })
    await page.goto("/en/docs/intro")
    await hydrated(page)
    await expect(page.locator("#base-url-issue-banner")).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { bannerShown?: boolean }).bannerShown ?? false)).toBe(false)
  })

  test("with JavaScript disabled on a correct deployment the banner is not shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/en/docs/intro")
    await expect(page.locator("#base-url-issue-banner")).toBeHidden()
    await context.close()
  })
})
