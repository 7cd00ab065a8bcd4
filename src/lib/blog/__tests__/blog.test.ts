import { groupByYear, paginate } from "../archive"
import { atomFeed, escapeXml, rssFeed } from "../feed"
import { excerpt, readingTime } from "../text"

describe("reading time", () => {
  it("counts English by words", () => {
    expect(readingTime(Array(400).fill("word").join(" "))).toBe(2)
    expect(readingTime("short")).toBe(1)
  })

  it("counts Chinese and Japanese by characters, not spaces", () => {
    expect(readingTime("数".repeat(1200))).toBe(3)
    expect(readingTime("データ".repeat(400))).toBe(3)
  })

  it("leaves code and diagrams out", () => {
    const code = "```json\n" + '{"a": 1}\n'.repeat(2000) + "```\n"
    expect(readingTime(`Intro text.\n\n${code}`)).toBe(1)
  })
})

describe("excerpt", () => {
  it("takes the paragraphs before the truncate marker as plain text", () => {
    const source = "---\ntitle: x\n---\n\nFirst [link](/docs/intro) with `code`.\n\nSecond **bold**.\n\n{/* truncate */}\n\n## More\n\nHidden."
    expect(excerpt(source)).toEqual({ paragraphs: ["First link with code.", "Second bold."], truncated: true })
  })

  it("accepts the HTML comment form and falls back to the first paragraph", () => {
    expect(excerpt("A.\n\n<!-- truncate -->\n\nB.").paragraphs).toEqual(["A."])
    expect(excerpt("One.\n\nTwo.")).toEqual({ paragraphs: ["One."], truncated: true })
  })
})

describe("archive and pages", () => {
  const posts = [
    { title: "a", href: "/a", date: "2025-03-01" },
    { title: "b", href: "/b", date: "2026-08-25" },
    { title: "c", href: "/c", date: "2026-11-20" },
  ]

  it("groups by year, newest first", () => {
    expect(groupByYear(posts).map((group) => [group.year, group.posts.map((post) => post.title)])).toEqual([
      ["2026", ["c", "b"]],
      ["2025", ["a"]],
    ])
  })

  it("paginates with newer and older links", () => {
    const pages = paginate([1, 2, 3, 4, 5], 2, "/ja/blog")
    expect(pages.map((p) => [p.path, p.items, p.newer, p.older])).toEqual([
      ["/ja/blog", [1, 2], null, "/ja/blog/page/2"],
      ["/ja/blog/page/2", [3, 4], "/ja/blog", "/ja/blog/page/3"],
      ["/ja/blog/page/3", [5], "/ja/blog/page/2", null],
    ])
    expect(paginate([], 10, "/blog")).toHaveLength(1)
  })
})

describe("feeds", () => {
  const info = { title: "T & D", description: "d", siteUrl: "https://x.example", feedUrl: "https://x.example/ja/blog/rss.xml", blogUrl: "https://x.example/ja/blog", language: "ja", copyright: "c" }
  const posts = [{ title: "<Hello>", url: "https://x.example/ja/blog/a", date: "2026-11-20", description: "a & b", authors: ["Team"], categories: ["tools"] }]

  it("escapes XML special characters", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
  })

  it("writes well-formed RSS and Atom with absolute URLs", () => {
    const parser = new DOMParser()
    for (const xml of [rssFeed(info, posts), atomFeed(info, posts)]) {
      const doc = parser.parseFromString(xml, "application/xml")
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0)
      expect(xml).toContain("https://x.example/ja/blog/a")
      expect(xml).toContain("&lt;Hello&gt;")
    }
    const rss = parser.parseFromString(rssFeed(info, posts), "application/xml")
    expect(rss.querySelector("item > pubDate")?.textContent).toBe("Fri, 20 Nov 2026 00:00:00 GMT")
  })
})
