import { compressionPays, isCompressible, minCompressBytes } from "../precompress"

describe("isCompressible", () => {
  it("takes the text types nginx would compress, above the size floor", () => {
    for (const file of [
      "/index.html",
      "/app-0123456789abcdef0123.js",
      "/styles.0123456789abcdef0123.css",
      "/page-data/app-data.json",
      "/logo.svg",
      "/blog/rss.xml",
      "/robots.txt",
      "/manifest.webmanifest",
      "/A.HTML",
    ]) {
      expect([file, isCompressible(file, 5000)]).toEqual([file, true])
    }
  })

  it("skips small files, images, fonts, source maps, dot files and files without an extension", () => {
    expect(isCompressible("/index.html", minCompressBytes)).toBe(false)
    expect(isCompressible("/index.html", minCompressBytes + 1)).toBe(true)
    for (const file of [
      "/icon.png",
      "/font.woff2",
      "/app.js.map",
      "/.nginx/csp-map.conf",
      "/.nginx/big.json",
      "/_headers",
      "/page.html.gz",
      "/page.html.br",
    ]) {
      expect([file, isCompressible(file, 50_000)]).toEqual([file, false])
    }
  })
})

describe("compressionPays", () => {
  it("keeps a twin only when it saves at least a tenth", () => {
    expect(compressionPays(10_000, 3_000)).toBe(true)
    expect(compressionPays(10_000, 9_000)).toBe(true)
    expect(compressionPays(10_000, 9_001)).toBe(false)
    expect(compressionPays(10_000, 10_020)).toBe(false)
  })
})
