import { groupByYear, paginate } from "../archive"
import { atomFeed, rssFeed } from "../feed"
import { escapeXml, xmlText } from "../../seo/xml"

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
  const info = {
    title: "T & D",
    description: "d",
    siteUrl: "https://x.example",
    feedUrl: "https://x.example/ja/blog/rss.xml",
    blogUrl: "https://x.example/ja/blog",
    language: "ja",
    copyright: "c",
  }
  const posts = [
    {
      title: "<Hello> \u0001again",
      url: "https://x.example/ja/blog/a",
      date: "2026-11-20",
      description: "a & b\u000b",
      authors: ["Team"],
      categories: ["tools"],
    },
  ]
  const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml")
  /** What a reader shows for a field the feed marks as HTML: the markup decoded once more. */
  const asHtml = (value: string | null | undefined) =>
    new DOMParser().parseFromString(value ?? "", "text/html").body.textContent

  it("escapes XML special characters", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
  })

  it("drops the characters XML forbids and keeps the rest", () => {
    expect(xmlText("a\u0000b\u0008c\td\ne\ud800f\ufffe😀")).toBe("abc\td\nef😀")
  })

  it("writes well-formed RSS whose item reads as the post", () => {
    const rss = parse(rssFeed(info, posts))
    expect(rss.getElementsByTagName("parsererror")).toHaveLength(0)
    expect(rss.querySelector("channel > title")?.textContent).toBe("T & D")
    expect(rss.querySelector("item > title")?.textContent).toBe("<Hello> again")
    expect(asHtml(rss.querySelector("item > description")?.textContent)).toBe("a & b")
    expect(rss.querySelector("item > link")?.textContent).toBe("https://x.example/ja/blog/a")
    expect(rss.querySelector("item > pubDate")?.textContent).toBe("Fri, 20 Nov 2026 00:00:00 GMT")
    expect(rss.querySelector("item > category")?.textContent).toBe("tools")
    expect(rss.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0].getAttribute("href")).toBe(info.feedUrl)
  })

  it("writes well-formed Atom whose entry reads as the post, with its author", () => {
    const atom = parse(atomFeed({ ...info, feedUrl: "https://x.example/ja/blog/atom.xml" }, posts))
    expect(atom.getElementsByTagName("parsererror")).toHaveLength(0)
    expect(asHtml(atom.querySelector("entry > title")?.textContent)).toBe("<Hello> again")
    expect(asHtml(atom.querySelector("entry > summary")?.textContent)).toBe("a & b")
    expect(atom.querySelector("entry > link")?.getAttribute("href")).toBe("https://x.example/ja/blog/a")
    expect(atom.querySelector("entry > author > name")?.textContent).toBe("Team")
    expect(atom.querySelector("feed > link[rel=self]")?.getAttribute("href")).toBe("https://x.example/ja/blog/atom.xml")
    // The newest post dates the feed, so a rebuild of an unchanged blog changes nothing.
    expect(atom.querySelector("feed > updated")?.textContent).toBe("2026-11-20T00:00:00.000Z")
  })
})
