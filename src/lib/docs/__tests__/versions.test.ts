import { lastVersion, preferredVersionKey, resolveVersions } from "../versions"

describe("docs versions", () => {
  it("serves current at /docs as the last version while nothing is released", () => {
    const versions = resolveVersions([])
    expect(versions).toEqual([
      {
        name: "current",
        labelKey: "docs.version.current",
        label: "current",
        path: "/docs",
        isLast: true,
        banner: null,
      },
    ])
    expect(lastVersion(versions).name).toBe("current")
  })

  it("moves current to /docs/next once a version is released, with banners on the others", () => {
    const versions = resolveVersions(["1.1.0", "1.0.0"])
    expect(versions.map((v) => [v.name, v.path, v.isLast, v.banner])).toEqual([
      ["current", "/docs/next", false, "unreleased"],
      ["1.1.0", "/docs", true, null],
      ["1.0.0", "/docs/1.0.0", false, "unmaintained"],
    ])
    expect(lastVersion(versions).name).toBe("1.1.0")
  })

  it("stores the preferred version per docs plugin id", () => {
    expect(preferredVersionKey("default")).toBe("docs-preferred-version-default")
  })
})
