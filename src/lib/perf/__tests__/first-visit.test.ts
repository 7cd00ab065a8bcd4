import { assetFile, componentAssets, htmlAssets, overBudget } from "../first-visit"

describe("first-visit assets", () => {
  it("reads the site's own scripts and stylesheets from the HTML, once each, leaving other hosts out", () => {
    const html = `<head><link rel="stylesheet" href="/styles.css"/><link rel="preload" as="script" href="/app.js"/><link rel="preload" as="font" href="/f.woff2"/>
      <link rel="stylesheet" href="https://cdn.example/x.css"/><script>inline()</script><script type="application/ld+json">{}</script></head>
      <body><script src="/webpack-runtime.js" async></script><script src="/app.js" async></script><script src="//cdn.example/y.js"></script></body>`
    expect(htmlAssets(html)).toEqual({ scripts: ["/webpack-runtime.js", "/app.js"], styles: ["/styles.css"] })
  })

  it("reads the app's scripts from the loader that starts them after the first paint", () => {
    const html = `<body><script>bootstrap()</script><script data-app-scripts="/webpack-runtime.js /framework.js /app.js">load()</script></body>`
    expect(htmlAssets(html).scripts).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
  })

  it("adds the page component's chunk group from the webpack stats", () => {
    const stats = {
      namedChunkGroups: {
        "component---doc": { assets: [{ name: "styles.css" }, { name: "shared.js" }, { name: "component---doc.js" }] },
      },
    }
    expect(componentAssets(stats, "component---doc")).toEqual({
      scripts: ["/shared.js", "/component---doc.js"],
      styles: ["/styles.css"],
    })
    expect(componentAssets(stats, "component---missing")).toEqual({ scripts: [], styles: [] })
  })

  it("maps an asset URL under the deployment prefix to its file", () => {
    expect(assetFile("/docs-site/app.js?v=1", "/docs-site")).toBe("/app.js")
    expect(assetFile("/app.js", "")).toBe("/app.js")
  })
})

describe("overBudget", () => {
  const budget = { jsGzipKB: 70, htmlGzipKB: 30 }

  it("passes a page within its budget, the limit included", () => {
    expect(overBudget("doc", "/docs/intro", { jsGzip: 70_000, htmlGzip: 29_999 }, budget)).toEqual([])
  })

  it("names each figure over its budget with the measured size", () => {
    expect(overBudget("doc", "/docs/intro", { jsGzip: 70_001, htmlGzip: 45_500 }, budget)).toEqual([
      "doc /docs/intro: JavaScript 70.0 KB gzip is over its budget of 70 KB",
      "doc /docs/intro: HTML 45.5 KB gzip is over its budget of 30 KB",
    ])
  })
})
