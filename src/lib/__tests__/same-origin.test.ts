import { sameOriginPath, withoutEncodedSeparators } from "../same-origin"

describe("sameOriginPath", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(sameOriginPath("/en/docs/intro")).toBe("/en/docs/intro")
    expect(sameOriginPath("/ja/search?q=flow#top")).toBe("/ja/search?q=flow#top")
    expect(sameOriginPath("/")).toBe("/")
    // An encoded slash is a character of the path, not a separator: it stays on the site.
    expect(sameOriginPath("/%2F%2Fx")).toBe("/%2F%2Fx")
    expect(sameOriginPath("/a/../b")).toBe("/b")
  })

  it.each([
    ["//x", "protocol-relative: another host"],
    ["/\\x", "a backslash is read as a slash"],
    ["\\\\x", "two backslashes"],
    ["\\/x", "backslash and slash"],
    ["%2F%2Fx", "not a path from the root"],
    ["https:x", "a scheme, even the site's own"],
    ["https://evil.example/", "an absolute URL"],
    ["javascript:alert(1)", "script"],
    ["java\tscript:alert(1)", "a tab inside the scheme"],
    ["java\nscript:alert(1)", "a newline inside the scheme"],
    ["jav\r\nascript:alert(1)", "CR LF inside the scheme"],
    ["/\t/x", "a tab between the slashes"],
    ["/\n\\x", "a newline before a backslash"],
    [" //x", "leading space"],
    ["\u0000//x", "leading control character"],
    ["/.//x", "dot segments that leave two slashes"],
    ["/..//x", "dot-dot segments that leave two slashes"],
    ["x/y", "a relative path"],
    ["", "empty"],
  ])("refuses %j (%s)", (value) => {
    expect(sameOriginPath(value)).toBeNull()
  })

  it("refuses what is not a string", () => {
    expect(sameOriginPath(null)).toBeNull()
    expect(sameOriginPath({ toString: () => "/x" })).toBeNull()
  })
})

describe("withoutEncodedSeparators", () => {
  it("writes encoded slashes and backslashes as one plain slash, on this site", () => {
    expect(withoutEncodedSeparators("/a%2Fb")).toBe("/a/b")
    expect(withoutEncodedSeparators("/ja/docs%2fintro")).toBe("/ja/docs/intro")
    expect(withoutEncodedSeparators("/%2F%2Fevil.example")).toBe("/evil.example")
    expect(withoutEncodedSeparators("/%5Cevil.example/x")).toBe("/evil.example/x")
    expect(withoutEncodedSeparators("%2F%2Fx")).toBe("/x")
    expect(sameOriginPath(withoutEncodedSeparators("/%2F%5C%2Fx"))).toBe("/x")
  })

  it("leaves other paths alone", () => {
    expect(withoutEncodedSeparators("/docs/intro")).toBeNull()
    expect(withoutEncodedSeparators("/search?q=a%2Fb".split("?")[0])).toBeNull()
  })
})
