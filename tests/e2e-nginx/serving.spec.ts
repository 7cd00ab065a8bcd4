import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { expect, hydrated, locales, test } from "../e2e/fixtures"
import type { Page } from "@playwright/test"
import { brotliSupport } from "../nginx/server"

// Each test walks several pages or requests: a minute each, as playwright.nginx.config.ts allows.
test.describe.configure({ timeout: 60_000 })

// The build as deploy/nginx.conf serves it. Each test checks several things on a page, to keep
// this second server's share of CI time small.

const notFoundTitle = { "zh-CN": "找不到页面", en: "Page Not Found", ja: "ページが見つかりません" } as const
const pageTypes = [
  "",
  "/docs/intro",
  "/docs/category/core-modules",
  "/blog/tidas-cli-0-2-0",
  "/docs/core-modules/schema/schema-content/json-schema-processes",
  "/search?q=schema",
]

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

for (const locale of locales) {
  test(`${locale.code}: every page type loads through nginx with no CSP violation`, async ({ page, pageErrors }) => {
    const violations = await watchCsp(page)
    const policies = new Set<string>()
    for (const path of pageTypes) {
      const response = await page.goto(`${locale.prefix}${path}` || "/")
      expect(response?.status(), path).toBe(200)
      expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-")
      policies.add(response!.headers()["content-security-policy"])
      await hydrated(page)
      await expect(page.locator("html")).toHaveAttribute("lang", locale.htmlLang)
      await expect(page.locator("main h1").first()).toBeVisible()
      if (path.startsWith("/search")) await expect(page.locator("main a[href*='/docs/']").first()).toBeVisible()
      expect(await violations(), path).toEqual([])
    }
    // Every page runs the same inline scripts, so one policy serves the whole site.
    expect(policies.size).toBe(1)
    // Client-side navigation loads page-data and chunks under the same policy.
    await page.locator("main a[href*='/docs/']").first().click()
    await expect(page).toHaveURL(/\/docs\//)
    await hydrated(page)
    expect(await violations()).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test(`${locale.code}: unknown paths answer 404 with the localized page, with and without JavaScript`, async ({
    page,
    browser,
  }) => {
    const path = `${locale.prefix}/docs/no-such-doc`
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundTitle[locale.code])
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    const plain = await noScript.goto(`${locale.prefix}/no/such/page.html`)
    // .html is stripped first; the stripped address then does not exist.
    expect(plain?.status()).toBe(404)
    await expect(noScript).toHaveURL(new RegExp(`${locale.prefix}/no/such/page$`))
    await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(notFoundTitle[locale.code])
    await expect(noScript.locator("html")).toHaveAttribute("lang", locale.htmlLang)
    await context.close()
  })
}

test("other spellings of a page redirect to its one address, keeping the query; never to another host", async ({
  request,
  page,
  baseURL,
}) => {
  const cases: Array<[string, string]> = [
    ["/index.html", "/"],
    ["/en/", "/en"],
    ["/ja/docs/intro.html", "/ja/docs/intro"],
    ["/en/docs/faq/glossary/index.html", "/en/docs/faq/glossary"],
    ["/docs/intro/", "/docs/intro"],
    ["/en/search/?q=flow", "/en/search?q=flow"],
    ["/blog/tidas-cli-0-2-0.html?x=1", "/blog/tidas-cli-0-2-0?x=1"],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers()["location"], from).toBe(to)
    expect(response.headers()["x-content-type-options"], from).toBe("nosniff")
  }
  for (const hostile of ["//evil.example/", "/%5Cevil.example/", "/\\evil.example/"]) {
    // An absolute URL: a bare "//host/" would be read as another host by the client itself.
    const location = (await request.get(`${baseURL}${hostile}`, { maxRedirects: 0 })).headers()["location"] ?? ""
    expect(location, hostile).not.toMatch(/^(\/\/|\/\\|https?:)/)
  }
  await page.goto("/ja/docs/intro.html")
  await expect(page).toHaveURL(/\/ja\/docs\/intro$/)
  await expect(page.locator("main h1")).toBeVisible()
})

test("odd and encoded paths get the not-found page with status 404, never a file outside the site", async ({
  request,
  page,
}) => {
  const cases: Array<[string, string]> = [
    ["/ja/docs/%2e%2e/%2e%2e/etc/passwd", notFoundTitle["zh-CN"]],
    ["/%2e%2e/%2e%2e/etc/passwd", notFoundTitle["zh-CN"]],
    ["/ja/docs/..%2f..%2f..%2fetc%2fpasswd", notFoundTitle["zh-CN"]],
    ["/en/docs/..%5c..%5cwin.ini", notFoundTitle.en],
    ["/en/docs/%00", notFoundTitle["zh-CN"]],
    ["/en/docs/%ff%fe", notFoundTitle.en],
    ["/ja/docs/<script>alert(1)</script>", notFoundTitle.ja],
    [`/en/docs/${"a".repeat(3000)}`, notFoundTitle.en],
    ["/.nginx/csp-map.conf", notFoundTitle["zh-CN"]],
    ["/_headers", notFoundTitle["zh-CN"]],
  ]
  for (const [path, title] of cases) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    const body = await response.text()
    expect(body.includes(`<title>${title}`) || body.includes(`>${title}</h1>`), `${path}: ${title}`).toBe(true)
    expect(body.includes("root:x:0:0"), path).toBe(false)
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'")
  }
  const response = await page.goto("/ja/docs/%2e%2e/%2e%2e/etc/passwd")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  expect(await page.locator("body").innerText()).not.toContain("root:")
})

test("caching: hashed assets are immutable, HTML and data revalidate; compressed, with validators", async ({
  request,
}) => {
  const home = await request.get("/")
  const html = await home.text()
  // The app's script, named by the loader that starts it after the first paint.
  const script = /[" ](\/app-[0-9a-f]{20}\.js)[" ]/.exec(html)?.[1]
  const styles = /data-href="(\/styles\.[0-9a-f]{20}\.css)"/.exec(html)?.[1]
  // Lazy chunks live in /chunks/ (one header rule for static hosts), with 8 hex digits of hash.
  const chunkFile = fs.readdirSync("public/chunks").find((name) => /-[0-9a-f]{8}\.js$/.test(name))
  const chunk = chunkFile && `/chunks/${chunkFile}`
  // A template's own stylesheet, inlined into its pages and loaded on client-side navigation.
  const templateStyles = /data-href="(\/chunks\/[^"]+-[0-9a-f]{8}\.css)"/.exec(html)?.[1]
  expect(script && styles && chunk && templateStyles).toBeTruthy()
  const immutable = "public, max-age=31536000, immutable"
  const revalidate = "public, max-age=0, must-revalidate"
  const expectations: Array<[string, string]> = [
    ["/", revalidate],
    ["/en/docs/intro", revalidate],
    [script!, immutable],
    [styles!, immutable],
    [chunk!, immutable],
    [templateStyles!, immutable],
    ["/page-data/app-data.json", revalidate],
    ["/page-data/en/docs/intro/page-data.json", revalidate],
    ["/search-index/en.json", revalidate],
  ]
  const staticFile = /(\/static\/[^"')\s]+)/.exec(html)?.[1]
  if (staticFile) expectations.push([staticFile, immutable])
  for (const [path, cache] of expectations) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()["cache-control"], path).toBe(cache)
    expect(response.headers()["etag"], path).toBeTruthy()
    for (const [name, value] of [
      ["x-content-type-options", "nosniff"],
      ["x-frame-options", "DENY"],
      ["referrer-policy", "strict-origin-when-cross-origin"],
    ]) {
      expect(response.headers()[name], `${path} ${name}`).toBe(value)
    }
    expect(response.headers()["permissions-policy"], path).toContain("camera=()")
    const again = await request.get(path, { headers: { "If-None-Match": response.headers()["etag"] } })
    expect(again.status(), `${path} revalidated`).toBe(304)
  }
  const gzip = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } })
  expect(gzip.headers()["content-encoding"]).toBe("gzip")
  expect(gzip.headers()["vary"]).toContain("Accept-Encoding")
  const brotli = await request.get("/en/docs/intro", { headers: { "Accept-Encoding": "br" } })
  expect(["br", "gzip"]).toContain(brotli.headers()["content-encoding"])
  expect(home.headers()["content-type"]).toBe("text/html; charset=utf-8")
  expect((await request.get("/search-index/en.json")).headers()["content-type"]).toMatch(/^application\/json/)
})

/** The bytes exactly as nginx sends them: Playwright's request client would decode them first. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on("error", reject)
  })
}

test("precompressed twins: pages and scripts go out as the build's .br/.gz with their own type; twins have no address", async ({
  page,
  request,
  baseURL,
}) => {
  const publicDir = path.resolve("public")
  const html = await (await request.get("/en/docs/intro")).text()
  const script = /[" ](\/app-[0-9a-f]{20}\.js)[" ]/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const files: Array<[string, string, RegExp]> = [
    ["/en/docs/intro", "en/docs/intro/index.html", /^text\/html; charset=utf-8$/],
    ["/", "index.html", /^text\/html; charset=utf-8$/],
    [script!, script!.slice(1), /^application\/javascript(; charset=utf-8)?$/],
  ]
  const encodings: Array<[string, string, (body: Buffer) => Buffer]> = [["gzip", ".gz", zlib.gunzipSync]]
  if (brotliSupport().static)
    encodings.push(["br", ".br", zlib.brotliDecompressSync], ["gzip, deflate, br", ".br", zlib.brotliDecompressSync])
  for (const [address, file, type] of files) {
    const original = fs.readFileSync(path.join(publicDir, file))
    const plain = await rawGet(`${baseURL}${address}`, {})
    expect(plain.status, address).toBe(200)
    expect(plain.headers["content-encoding"], address).toBeUndefined()
    expect(plain.headers["content-type"], address).toMatch(type)
    expect(plain.body.equals(original), address).toBe(true)
    for (const [accept, suffix, decode] of encodings) {
      const label = `${address} (${accept})`
      const twin = fs.readFileSync(path.join(publicDir, `${file}${suffix}`))
      const response = await rawGet(`${baseURL}${address}`, { "Accept-Encoding": accept })
      expect(response.status, label).toBe(200)
      expect(response.headers["content-encoding"], label).toBe(suffix === ".br" ? "br" : "gzip")
      expect(response.headers["content-type"], label).toBe(plain.headers["content-type"])
      expect(response.headers["vary"], label).toContain("Accept-Encoding")
      expect(response.headers["content-security-policy"], label).toBe(plain.headers["content-security-policy"])
      expect(response.headers["cache-control"], label).toBe(plain.headers["cache-control"])
      // The build's file itself (with its length), not a fresh compression on the fly.
      expect(Number(response.headers["content-length"]), label).toBe(twin.length)
      expect(response.body.equals(twin), label).toBe(true)
      expect(decode(response.body).equals(original), label).toBe(true)
    }
  }
  // Chromium asks for brotli; the page it gets renders.
  const navigation = await page.goto("/ja/docs/intro")
  expect((await navigation?.allHeaders())?.["content-encoding"]).toBe(brotliSupport().static ? "br" : "gzip")
  await expect(page.locator("main h1").first()).toBeVisible()
  for (const twin of [
    "/index.html.gz",
    "/en/docs/intro/index.html.br",
    "/en/docs/intro/index.html.gz",
    `${script}.gz`,
    `${script}.br`,
    "/page-data/en/docs/intro/page-data.json.br",
  ]) {
    expect(fs.existsSync(path.join(publicDir, twin)), `${twin} exists in the build`).toBe(true)
    const response = await rawGet(`${baseURL}${twin}`, { "Accept-Encoding": "identity" })
    expect(response.status, twin).toBe(404)
    expect(response.headers["content-type"], twin).toBe("text/html; charset=utf-8")
    expect(response.headers["content-disposition"], twin).toBeUndefined()
    const body = response.body.toString("utf8")
    const title = notFoundTitle[twin.startsWith("/en/") ? "en" : "zh-CN"]
    expect(
      body.includes(`<title>${title}`) || body.includes(`>${title}</h1>`),
      `${twin}: the localized not-found page`,
    ).toBe(true)
  }
})
