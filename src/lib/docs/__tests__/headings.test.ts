import { createSlugger, extractHeadings, headingText, slugify, tocHeadings } from "../headings"

describe("heading ids", () => {
  it("keeps CJK text readable and drops punctuation", () => {
    expect(slugify("スキーマの構造")).toBe("スキーマの構造")
    expect(slugify("数据集类型（Dataset types）")).toBe("数据集类型dataset-types")
    expect(slugify("What is TIDAS?")).toBe("what-is-tidas")
    expect(slugify("検証、変換とエクスポート")).toBe("検証変換とエクスポート")
  })

  it("makes repeated headings unique in document order", () => {
    const slug = createSlugger()
    expect([slug("例"), slug("例"), slug("例"), slug("例-1")]).toEqual(["例", "例-1", "例-2", "例-1-1"])
  })

  it("never returns an empty id", () => {
    expect(createSlugger()("？！")).toBe("section")
  })

  it("reads plain text out of inline Markdown", () => {
    expect(headingText("Using `tidas validate` with **JSON**")).toBe("Using tidas validate with JSON")
    expect(headingText("[Link](/docs/intro) text")).toBe("Link text")
  })

  it("extracts headings outside code fences with the same ids the page gets", () => {
    const source = ["## 概要", "text", "```bash", "## not a heading", "```", "### 詳細", "## 概要", "#### deep"].join("\n")
    expect(extractHeadings(source)).toEqual([
      { depth: 2, value: "概要", id: "概要" },
      { depth: 3, value: "詳細", id: "詳細" },
      { depth: 2, value: "概要", id: "概要-1" },
      { depth: 4, value: "deep", id: "deep" },
    ])
  })

  it("limits the table of contents to the configured levels", () => {
    const headings = extractHeadings("## a\n### b\n#### c")
    expect(tocHeadings(headings).map((h) => h.id)).toEqual(["a", "b"])
    expect(tocHeadings(headings, 2, 4).map((h) => h.id)).toEqual(["a", "b", "c"])
  })
})
