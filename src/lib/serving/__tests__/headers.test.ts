import fs from "node:fs"
import { createHash } from "node:crypto"
import { algoliaOrigins, contentSecurityPolicy, inlineScriptHashes, isImmutablePath } from "../headers"
import {
  countHeaderRules,
  renderBuildHeaders,
  renderNginxAddHeaders,
  renderNginxCspMap,
  renderNginxHeaderBlock,
  renderStaticHeaders,
  replaceGeneratedBlock,
} from "../render"
import { isBuildInternal } from "../unpublished"
import { expectedServingFiles } from "../files"

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`

describe("serving headers", () => {
  it("hashes exactly the inline scripts a browser runs", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/app.js"></script><script id="x">b()</script><script>a()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")])
  })

  it("allows inline scripts by hash only, never 'unsafe-inline', and Algolia only when given", () => {
    const local = contentSecurityPolicy({ connectOrigins: [], scriptHashes: ["sha256-abc"] })
    const scriptSrc = /script-src ([^;]*)/.exec(local)?.[1]
    expect(scriptSrc).toBe("'self' 'sha256-abc'")
    expect(local).toContain("frame-ancestors 'none'")
    expect(local).toContain("connect-src 'self';")
    expect(local).not.toContain("algolia")
    const origins = algoliaOrigins({ appId: "ABC123", hosts: [], insights: false, insightsHost: null })
    const algolia = contentSecurityPolicy({ connectOrigins: origins, scriptHashes: [] })
    expect(algolia).toContain(`connect-src 'self' ${origins.join(" ")};`)
  })

  it("allows exactly the configured app's Algolia hosts, or the hosts given instead", () => {
    expect(algoliaOrigins({ appId: "ABC123", hosts: [], insights: false, insightsHost: null })).toEqual([
      "https://abc123-dsn.algolia.net",
      "https://abc123-1.algolianet.com",
      "https://abc123-2.algolianet.com",
      "https://abc123-3.algolianet.com",
    ])
    expect(algoliaOrigins({ appId: "ABC123", hosts: [], insights: true, insightsHost: null })).toContain(
      "https://insights.algolia.io",
    )
    // No wildcard: another app's hosts stay blocked.
    expect(algoliaOrigins({ appId: "ABC123", hosts: [], insights: true, insightsHost: null }).join(" ")).not.toContain(
      "*",
    )
    expect(
      algoliaOrigins({
        appId: "FIXTUREAPP",
        hosts: ["http://127.0.0.1:9013", "http://127.0.0.1:9012/"],
        insights: true,
        insightsHost: "http://127.0.0.1:9012",
      }),
    ).toEqual(["http://127.0.0.1:9013", "http://127.0.0.1:9012"])
    expect(
      algoliaOrigins({ appId: "ABC123", hosts: ["search.example.org"], insights: false, insightsHost: null }),
    ).toEqual(["https://search.example.org"])
  })

  it("treats only content-hashed files as immutable", () => {
    expect(isImmutablePath("/app-5e49f98d6778c62ae2b9.js")).toBe(true)
    expect(isImmutablePath("/styles.0fe48631de610ed7196b.css")).toBe(true)
    expect(isImmutablePath("/static/abc/logo.png")).toBe(true)
    expect(isImmutablePath("/chunks/1004-2afbaf7d.js")).toBe(true)
    expect(isImmutablePath("/chunks/search-results-0a1b2c3d.css")).toBe(true)
    expect(isImmutablePath("/page-data/app-data.json")).toBe(false)
    expect(isImmutablePath("/search-index/en.json")).toBe(false)
    expect(isImmutablePath("/docs/intro")).toBe(false)
  })

  it("gives nginx and static hosts the same site-wide policy, in one rule", () => {
    const csp = { connectOrigins: [], scriptHashes: ["sha256-abc", "sha256-def"] }
    const policy = contentSecurityPolicy(csp)
    const headers = renderBuildHeaders(["/app-5e49f98d6778c62ae2b9.js"], csp)
    expect(headers).toMatch(
      new RegExp(`^/\\*\n(  .*\n)*  Content-Security-Policy: ${policy.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n`, "m"),
    )
    expect(headers.match(/^ {2}Content-Security-Policy:/gm)).toHaveLength(1)
    expect(headers).toContain("/app-5e49f98d6778c62ae2b9.js\n  Cache-Control: public, max-age=31536000, immutable\n")
    expect(headers).toContain("/chunks/*\n  Cache-Control: public, max-age=31536000, immutable\n")
    expect(countHeaderRules(headers)).toBe(6)
    expect(renderNginxCspMap(csp)).toContain(`default "${policy}";`)
  })

  it("keeps the committed static/_headers free of build-specific hashes", () => {
    expect(renderStaticHeaders()).not.toContain("Content-Security-Policy:")
  })

  it("adds each nginx header through a map that is empty on a 416's second header pass, and Allow for other methods", () => {
    const block = renderNginxHeaderBlock()
    const adds = renderNginxAddHeaders()
    for (const name of ["Cache-Control", "Content-Security-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy"]) {
      const variable = `$tidas_once_${name.toLowerCase().replace(/-/g, "_")}`
      expect(adds).toContain(`add_header ${name} ${variable} always;`)
      expect(block).toMatch(
        new RegExp(`map \\$status \\${variable} \\{\n    volatile;\n    default [^\n]+;\n    416 "";\n\\}`),
      )
    }
    expect(adds).toContain("add_header Allow $tidas_allow always;")
    expect(block).toContain(
      'map $request_method $tidas_allow {\n    default "GET, HEAD";\n    GET "";\n    HEAD "";\n}',
    )
  })

  it("keeps nginx's redirect guard against '//' and '/\\' (a backslash is doubled twice in its quoted regexes)", () => {
    const conf = fs.readFileSync("deploy/nginx.conf", "utf8")
    const guards = [...conf.matchAll(/if \(\$request_uri ~ "(\^\(\/\[[^"]*)"\)/g)].map((match) => match[1])
    expect(guards).toHaveLength(3)
    for (const guard of guards) expect(guard.startsWith("^(/[^/\\\\\\\\?]")).toBe(true)
  })

  it("names the build's internal files, which are never published", () => {
    for (const file of [
      "/app-5e49f98d6778c62ae2b9.js.map",
      "/chunks/x-0123.js.map",
      "/webpack.stats.json",
      "/chunk-map.json",
    ])
      expect(isBuildInternal(file)).toBe(true)
    for (const file of [
      "/app-5e49f98d6778c62ae2b9.js",
      "/page-data/app-data.json",
      "/docs/chunk-map.json",
      "/sitemap.xml",
    ])
      expect(isBuildInternal(file)).toBe(false)
  })

  it("refuses to regenerate a file whose markers are gone", () => {
    expect(() => replaceGeneratedBlock("no markers", "headers", "x")).toThrow(/markers/)
  })

  it("deploy/nginx.conf and static/_headers match their source (npm run serving:headers)", () => {
    const expected = expectedServingFiles((file) => fs.readFileSync(file, "utf8"))
    for (const [file, text] of Object.entries(expected))
      expect(`${file}:\n${fs.readFileSync(file, "utf8")}`).toBe(`${file}:\n${text}`)
  })
})
