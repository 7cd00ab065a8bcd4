import GithubSlugger from "github-slugger"
import { headingsFromToc, tocHeadings } from "../headings"

// What gatsby-plugin-mdx's tableOfContents gives for
// ## 概要 / ### 詳細 / ## 概要 / #### deep (a skipped level) / ## `tidas validate` の使い方
const toc = {
  items: [
    { url: "#概要", title: "概要", items: [{ url: "#詳細", title: "詳細" }] },
    { url: "#概要-1", title: "概要", items: [{ items: [{ url: "#deep", title: "deep" }] }] },
    { url: "#tidas-validate-の使い方", title: "tidas validate の使い方" },
  ],
}

describe("headings", () => {
  it("flattens the table of contents in document order, with each heading's level and the page's id", () => {
    expect(headingsFromToc(toc)).toEqual([
      { depth: 2, value: "概要", id: "概要" },
      { depth: 3, value: "詳細", id: "詳細" },
      { depth: 2, value: "概要", id: "概要-1" },
      { depth: 4, value: "deep", id: "deep" },
      { depth: 2, value: "tidas validate の使い方", id: "tidas-validate-の使い方" },
    ])
  })

  it("gives no headings for a text without any", () => {
    expect(headingsFromToc({})).toEqual([])
    expect(headingsFromToc(null)).toEqual([])
  })

  it("limits the table of contents to the configured levels", () => {
    const headings = headingsFromToc(toc)
    expect(tocHeadings(headings).map((h) => h.id)).toEqual(["概要", "詳細", "概要-1", "tidas-validate-の使い方"])
    expect(tocHeadings(headings, 2, 4).map((h) => h.id)).toContain("deep")
  })
})

describe("heading ids (github-slugger, which rehype-slug and the table of contents share)", () => {
  const slugs = (...texts: string[]) => {
    const slugger = new GithubSlugger()
    return texts.map((value) => slugger.slug(value))
  }

  it("keeps Chinese and Japanese text readable and drops punctuation", () => {
    expect(
      slugs("スキーマの構造", "数据集类型（Dataset types）", "What is TIDAS?", "検証、変換とエクスポート"),
    ).toEqual(["スキーマの構造", "数据集类型dataset-types", "what-is-tidas", "検証変換とエクスポート"])
  })

  it("numbers repeated headings in document order", () => {
    expect(slugs("例", "例", "例")).toEqual(["例", "例-1", "例-2"])
  })
})
