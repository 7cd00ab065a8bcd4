import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { buildInternalsDir } from "../../src/lib/serving/unpublished"
import { securityHeaders } from "../../src/lib/serving/headers"
import { nginxPort } from "../nginx/port"
import { expect, hydrated, test } from "../e2e/fixtures"

// Each test walks several pages or requests: a minute each, as playwright.nginx.config.ts allows.
test.describe.configure({ timeout: 60_000 })

// Hostile requests against the build as deploy/nginx.conf serves it: addresses meant to send
// the reader to another site, methods and ranges the site does not serve, and the build's
// internal files. Requests go over a raw socket where the exact bytes matter.

interface RawResponse {
  status: number
  headers: Array<[string, string]>
}

/** Sends the request line exactly as given (no client normalises the path) and reads the head. */
function rawRequest(
  target: string,
  { method = "GET", headers = {} as Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(nginxPort, "127.0.0.1", () => {
      const lines = [
        `${method} ${target} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Connection: close",
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ]
      socket.write(`${lines.join("\r\n")}\r\n\r\n`)
    })
    let data = ""
    socket.setEncoding("latin1")
    socket.on("data", (chunk: string) => (data += chunk))
    socket.on("error", reject)
    socket.on("end", () => {
      const [statusLine, ...lines] = data.split("\r\n\r\n")[0].split("\r\n")
      const headers = lines.map((line): [string, string] => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ])
      resolve({ status: Number(statusLine.split(" ")[1]), headers })
    })
  })
}

const header = (response: RawResponse, name: string) =>
  response.headers.filter(([key]) => key === name).map(([, value]) => value)
const site = `http://127.0.0.1:${nginxPort}`

test("no redirect leads to another origin: backslashes, encoded and doubled slashes, dot segments", async () => {
  const targets = [
    "/\\evil.example/",
    "/\\evil.example",
    "/\\evil.example/x.html",
    "/\\evil.example/index.html",
    "/\\/evil.example/",
    "/%5Cevil.example/",
    "/%5cevil.example/x.html",
    "/%5C%5Cevil.example/",
    "//evil.example/",
    "//evil.example/x.html",
    "//evil.example/index.html",
    "///evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/x.html",
    "/%2F/evil.example/index.html",
    "/./\\evil.example/",
    "/.//evil.example/x.html",
    "/en//evil.example/",
    "/en/\\evil.example/x.html",
    "/docs/intro/?next=//evil.example",
  ]
  const redirects: string[] = []
  for (const target of targets) {
    const response = await rawRequest(target)
    expect([301, 400, 404], target).toContain(response.status)
    for (const location of header(response, "location")) {
      redirects.push(`${target} -> ${location}`)
      // Resolved as a browser resolves it (WHATWG URL): it must stay on the site.
      expect(new URL(location, `${site}/a/b`).origin, `${target} -> ${location}`).toBe(site)
      expect(location, target).toMatch(/^\/(?![/\\])/)
    }
  }
  // The guard still redirects the harmless spellings (so the loop above checked real Locations).
  expect(redirects).toContain("/%5Cevil.example/ -> /%5Cevil.example")
  expect(redirects).toContain("/docs/intro/?next=//evil.example -> /docs/intro?next=//evil.example")
  expect(header(await rawRequest("/\\evil.example/"), "location")).toEqual([])
})

test("the not-found page strips .html only towards this site; hostile addresses stay on the page", async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>()
  page.on("request", (request) => origins.add(new URL(request.url()).origin))
  const targets: Array<[string, string | null]> = [
    ["//evil.example/x.html", "找不到页面"],
    ["/\\evil.example/x.html", "找不到页面"],
    ["//evil.example/index.html", "找不到页面"],
    ["/.//evil.example/x.html", "找不到页面"],
    ["/en//evil.example/x.html", "Page Not Found"],
    // nginx strips .html itself (to the same origin). Gatsby's router renders nothing for a
    // first segment holding an encoded slash, so only the origin is checked here.
    ["/%2F%2Fevil.example/x.html", null],
  ]
  for (const [target, title] of targets) {
    const response = await page.goto(`${baseURL}${target}`)
    expect(response?.status(), target).toBe(404)
    await hydrated(page)
    // Give a client-side redirect the time it would take.
    await page.waitForTimeout(300)
    expect(new URL(page.url()).origin, target).toBe(baseURL)
    if (title) await expect(page.getByRole("heading", { level: 1 }), target).toHaveText(title)
  }
  expect([...origins]).toEqual([baseURL])
})

test("each security header appears once on every status; 405 says which methods are allowed", async () => {
  const etag = header(await rawRequest("/en/docs/intro"), "etag")[0]
  const cases: Array<[number, string, Parameters<typeof rawRequest>[1]]> = [
    [200, "/en/docs/intro", {}],
    [301, "/en/docs/intro/", {}],
    [304, "/en/docs/intro", { headers: { "If-None-Match": etag } }],
    [404, "/en/no/such/page", {}],
    [404, "/%00", {}],
    [405, "/en/docs/intro", { method: "POST" }],
    [405, "/", { method: "OPTIONS" }],
    [405, "/", { method: "DELETE" }],
    [416, "/robots.txt", { headers: { Range: "bytes=99999999-" } }],
    [206, "/robots.txt", { headers: { Range: "bytes=0-3" } }],
  ]
  const names = ["cache-control", "content-security-policy", ...securityHeaders.map(([name]) => name.toLowerCase())]
  for (const [status, target, options] of cases) {
    const label = `${options?.method ?? "GET"} ${target} ${JSON.stringify(options?.headers ?? {})}`
    const response = await rawRequest(target, options)
    expect(response.status, label).toBe(status)
    for (const name of names) expect(header(response, name), `${label}: ${name}`).toHaveLength(1)
    expect(header(response, "allow"), label).toEqual(status === 405 ? ["GET, HEAD"] : [])
  }
})

test("no source map, webpack stats or chunk map is published; no file names the build machine's folders", async ({
  request,
}) => {
  const internals = buildInternalsDir("public")
  const kept = (fs.readdirSync(internals, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(internals, name)).isFile(),
  )
  expect(kept).toEqual(expect.arrayContaining(["webpack.stats.json", "chunk-map.json"]))
  const maps = kept.filter((name) => name.endsWith(".map"))
  expect(maps.length).toBeGreaterThan(0)
  const published = (fs.readdirSync("public", { recursive: true }) as string[]).map(
    (name) => `/${name.split(path.sep).join("/")}`,
  )
  expect(published.filter((name) => /\.map(\.gz|\.br)?$|^\/(webpack\.stats|chunk-map)\.json/.test(name))).toEqual([])
  // The build's own folder appears in none of the published files (source maps held it).
  const machinePath = process.cwd()
  const leaking = published.filter(
    (name) =>
      fs.statSync(path.join("public", name)).isFile() &&
      !/\.(gz|br|png|jpg|woff2?|zip)$/.test(name) &&
      fs.readFileSync(path.join("public", name), "utf8").includes(machinePath),
  )
  expect(leaking).toEqual([])
  // Their addresses answer 404 too, should a copy ever end up in the served folder.
  for (const name of [
    "/webpack.stats.json",
    "/chunk-map.json",
    `/${maps[0].split(path.sep).join("/")}`,
    "/app.js.map",
    "/chunks/x.js.map",
  ]) {
    expect((await request.get(name)).status(), name).toBe(404)
  }
  // A JavaScript file does not point browsers at a map.
  const app = published.find((name) => /^\/app-[0-9a-f]{20}\.js$/.test(name))!
  expect(await (await request.get(app)).text()).not.toContain("sourceMappingURL")
})
