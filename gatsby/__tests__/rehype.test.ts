import rehypeHeadingLevels from "../rehype-heading-levels"
import rehypePrism from "../rehype-prism"
import rehypeSections from "../rehype-sections"
import type { HastNode } from "../hast"

const text = (value: string): HastNode => ({ type: "text", value })

function codeBlock(language: string, source: string, meta?: string): HastNode {
  return {
    type: "root",
    children: [
      {
        type: "element",
        tagName: "pre",
        properties: {},
        children: [
          {
            type: "element",
            tagName: "code",
            properties: { className: [`language-${language}`] },
            data: { meta },
            children: [text(source)],
          },
        ],
      },
    ],
  }
}

describe("rehype-prism", () => {
  it("highlights at build time, line by line, with a title and highlighted lines", () => {
    const tree = codeBlock("json", '{\n  "a": 1,\n  "b": true\n}\n', 'title="x.json" {2,3}')
    rehypePrism()(tree)
    const pre = tree.children![0]
    expect(pre.properties).toMatchObject({ "data-language": "json", "data-title": "x.json" })
    const lines = pre.children![0].children!
    expect(lines).toHaveLength(4)
    expect(lines.map((line) => Boolean(line.properties?.["data-highlighted"]))).toEqual([false, true, true, false])
    const classes = JSON.stringify(lines[1])
    expect(classes).toContain('"property"')
    expect(classes).toContain('"number"')
  })

  it("supports the languages the docs use", () => {
    for (const [language, source, token] of [
      ["bash", "tidas validate ./package --format json", "parameter"],
      ["python", "import json", "keyword"],
      ["typescript", "const a: number = 1", "keyword"],
      ["xml", '<a b="c"/>', "tag"],
      ["yaml", "key: value", "key"],
    ]) {
      const tree = codeBlock(language, source)
      rehypePrism()(tree)
      expect(JSON.stringify(tree)).toContain(`"${token}"`)
    }
  })

  it("leaves unknown languages as plain text", () => {
    const tree = codeBlock("text", "<not markup>")
    rehypePrism()(tree)
    expect(JSON.stringify(tree)).not.toContain('"token"')
    expect(JSON.stringify(tree)).toContain("<not markup>")
  })
})

describe("rehype-heading-levels", () => {
  const heading = (tagName: string): HastNode => ({
    type: "element",
    tagName,
    properties: {},
    children: [text(tagName)],
  })
  const check = (...tags: string[]) => {
    const file = {
      path: "content/docs/a.en.mdx",
      fail: (reason: string): never => {
        throw new Error(reason)
      },
    }
    rehypeHeadingLevels()({ type: "root", children: tags.map(heading) }, file)
  }

  it("accepts texts whose sections start at h2, and texts without headings", () => {
    expect(() => check("h2", "h3", "h4", "h2")).not.toThrow()
    expect(() => check()).not.toThrow()
  })

  it("names the file whose text has an h1 or no h2 above its headings", () => {
    expect(() => check("h1", "h2")).toThrow(/content\/docs\/a\.en\.mdx: the text's headings start at ## \(h2\)/)
    expect(() => check("h3", "h4")).toThrow(/start at ##/)
  })
})

describe("rehype-figure-focus", () => {
  it("makes JSX figures focusable so keyboard users can scroll them", async () => {
    const { default: rehypeFigureFocus } = await import("../rehype-figure-focus")
    const tree = {
      type: "root",
      children: [{ type: "mdxJsxFlowElement", name: "figure", attributes: [], children: [] }],
    }
    rehypeFigureFocus()(tree)
    expect(tree.children[0].attributes).toEqual([{ type: "mdxJsxAttribute", name: "tabIndex", value: "0" }])
  })
})

describe("rehype-sections", () => {
  const element = (tagName: string, value = tagName): HastNode => ({
    type: "element",
    tagName,
    properties: {},
    children: [text(value)],
  })

  it("puts each top-level h2 and what follows it in a section, leaving the lead and imports alone", () => {
    const esm: HastNode = { type: "mdxjsEsm", value: "export const x = 1" }
    const nested: HastNode = {
      type: "mdxJsxFlowElement",
      children: [element("h2", "inside a component"), element("p", "p3")],
    }
    const tree: HastNode = {
      type: "root",
      children: [
        element("p", "lead"),
        element("h2", "A"),
        element("p", "p1"),
        element("h3", "A.1"),
        esm,
        element("h2", "B"),
        nested,
        element("p", "p2"),
      ],
    }
    rehypeSections()(tree)
    const shape = (node: HastNode): unknown =>
      node.tagName === "section"
        ? { section: node.children!.map(shape) }
        : node.tagName
          ? `${node.tagName}:${node.children?.[0]?.value ?? ""}`
          : node.type
    expect(tree.children!.map(shape)).toEqual([
      "p:lead",
      { section: ["h2:A", "p:p1", "h3:A.1"] },
      "mdxjsEsm",
      { section: ["h2:B", "mdxJsxFlowElement", "p:p2"] },
    ])
    expect(tree.children![1].properties).toEqual({ className: ["doc-section"] })
  })

  it("changes nothing in a text without h2s", () => {
    const tree: HastNode = { type: "root", children: [element("p", "only"), element("h3", "small")] }
    rehypeSections()(tree)
    expect(tree.children!.map((node) => node.tagName)).toEqual(["p", "h3"])
  })
})
