import { isExternalUrl, localizePath, splitLocale, stripHtmlSuffix, switchLocale } from "../paths"

describe("locale paths", () => {
  it("puts the default locale at the root and the others under their prefix", () => {
    expect(localizePath("/docs/intro", "zh-CN")).toBe("/docs/intro")
    expect(localizePath("/docs/intro", "ja")).toBe("/ja/docs/intro")
    expect(localizePath("/", "en")).toBe("/en")
    expect(localizePath("/", "zh-CN")).toBe("/")
  })

  it("splits a path into locale and site path", () => {
    expect(splitLocale("/ja/docs/intro")).toEqual({ locale: "ja", path: "/docs/intro" })
    expect(splitLocale("/ja")).toEqual({ locale: "ja", path: "/" })
    expect(splitLocale("/ja/")).toEqual({ locale: "ja", path: "/" })
    expect(splitLocale("/docs/intro")).toEqual({ locale: "zh-CN", path: "/docs/intro" })
    expect(splitLocale("/japan/x")).toEqual({ locale: "zh-CN", path: "/japan/x" })
  })

  it("switches locale keeping the query string and hash", () => {
    expect(switchLocale("/ja/search", "?q=UUID", "#top", "en")).toBe("/en/search?q=UUID#top")
    expect(switchLocale("/en/docs/intro", "", "#tools", "zh-CN")).toBe("/docs/intro#tools")
    expect(switchLocale("/", "", "", "ja")).toBe("/ja")
  })

  it("strips .html and index.html endings", () => {
    expect(stripHtmlSuffix("/ja/docs/intro.html")).toBe("/ja/docs/intro")
    expect(stripHtmlSuffix("/ja/docs/intro/index.html")).toBe("/ja/docs/intro")
    expect(stripHtmlSuffix("/index.html")).toBe("/")
    expect(stripHtmlSuffix("/ja/docs/intro")).toBeNull()
  })

  it("tells external URLs from site paths", () => {
    expect(isExternalUrl("https://github.com/tiangong-lca/tidas")).toBe(true)
    expect(isExternalUrl("//cdn.example")).toBe(true)
    expect(isExternalUrl("mailto:contact@tiangong.earth")).toBe(true)
    expect(isExternalUrl("/docs/intro")).toBe(false)
    expect(isExternalUrl("#anchor")).toBe(false)
  })
})
