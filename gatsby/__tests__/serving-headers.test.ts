import { maxSiteScripts, siteScriptHashes } from "../serving-headers"

describe("the site's one script policy", () => {
  it("is the union of the scripts every page shares", () => {
    const pages = ["/index.html", "/en/index.html", "/ja/docs/intro/index.html"].map((file) => ({
      file,
      scriptHashes: ["sha256-b", "sha256-a"],
    }))
    expect(siteScriptHashes(pages)).toEqual(["sha256-a", "sha256-b"])
  })

  it("stops the build when pages grow scripts of their own, naming them", () => {
    const pages = Array.from({ length: maxSiteScripts + 1 }, (_, i) => ({
      file: `/p${i}/index.html`,
      scriptHashes: ["sha256-shared", `sha256-own-${i}`],
    }))
    expect(() => siteScriptHashes(pages)).toThrow(/inline scripts.*\/p0\/index\.html/)
  })
})
