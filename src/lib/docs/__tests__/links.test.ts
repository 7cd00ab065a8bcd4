import { checkDocLinks, findLinks } from "../links"

describe("internal link checking", () => {
  it("finds Markdown and JSX links but not links inside code", () => {
    const body = 'See [a](/docs/a) and <a href="/docs/b#x">b</a>.\n\n```md\n[c](/docs/c)\n```\n`[d](/docs/d)`'
    expect(findLinks(body)).toEqual(["/docs/a", "/docs/b#x"])
  })

  it("reports links to missing docs and category pages as errors, missing anchors as warnings", () => {
    const docs = [
      {
        sourcePath: "content/docs/a.ja.mdx",
        route: "a",
        headingIds: ["概要"],
        body: "[ok](/docs/b#手順) [bad](/docs/nope) [cat](/docs/category/none) [self](#概要) [selfbad](#x)",
      },
      {
        sourcePath: "content/docs/b.ja.mdx",
        route: "b",
        headingIds: ["手順"],
        body: "[a](/docs/a#missing) [cat](/docs/category/faq)",
      },
    ]
    const problems = checkDocLinks(docs, ["faq"])
    expect(problems).toEqual([
      { sourcePath: "content/docs/a.ja.mdx", link: "/docs/nope", severity: "error", reason: "no such doc" },
      {
        sourcePath: "content/docs/a.ja.mdx",
        link: "/docs/category/none",
        severity: "error",
        reason: "no such category page",
      },
      { sourcePath: "content/docs/a.ja.mdx", link: "#x", severity: "warning", reason: "no heading with this anchor" },
      {
        sourcePath: "content/docs/b.ja.mdx",
        link: "/docs/a#missing",
        severity: "warning",
        reason: "no heading with this anchor",
      },
    ])
  })

  it("checks links to downloadable files when the list of files is given", () => {
    const docs = [
      {
        sourcePath: "x",
        route: "x",
        headingIds: [],
        body: "[ok](/schemas/tidas_flows.json) [bad](/schemas/tidas_nope.json)",
      },
    ]
    expect(checkDocLinks(docs, [], "/docs", new Set(["/schemas/tidas_flows.json"]))).toEqual([
      { sourcePath: "x", link: "/schemas/tidas_nope.json", severity: "error", reason: "no such file" },
    ])
  })

  it("accepts percent-encoded CJK anchors", () => {
    const docs = [
      { sourcePath: "x", route: "x", headingIds: ["概要"], body: `[x](/docs/x#${encodeURIComponent("概要")})` },
    ]
    expect(checkDocLinks(docs, [])).toEqual([])
  })
})
