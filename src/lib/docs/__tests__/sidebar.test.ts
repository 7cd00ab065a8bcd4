import { buildSidebar, findBreadcrumbs, findCategory, findNeighbours, firstDocHref, flattenSidebar } from "../sidebar"
import type { CategoryEntry, DocEntry } from "../types"

const docs: DocEntry[] = [
  { docId: "intro", title: "Intro", sidebarPosition: 1, route: "intro", description: "Start here" },
  { docId: "guide/b", title: "B page", sidebarLabel: "B", sidebarPosition: 2, route: "guide/b" },
  { docId: "guide/a", title: "A", sidebarPosition: 1, route: "guide/a" },
  { docId: "guide/deep/x", title: "X", route: "guide/deep/x" },
  { docId: "guide/hidden", title: "Hidden", route: "guide/hidden", unlisted: true },
  { docId: "faq/q", title: "Q", route: "faq/q" },
]

const categories: CategoryEntry[] = [
  {
    dirPath: "guide",
    label: "Guide",
    position: 2,
    collapsible: true,
    collapsed: false,
    slug: "guide",
    description: "All guides",
    links: [{ href: "https://example.org/", label: "Ext", position: 1.5 }],
  },
  { dirPath: "guide/deep", label: "Deep", position: 3, collapsible: true, collapsed: true, slug: null, links: [] },
  { dirPath: "faq", label: "FAQ", position: 3, collapsible: true, collapsed: false, slug: "faq", links: [] },
  {
    dirPath: "links",
    label: "Links only",
    position: 4,
    collapsible: true,
    collapsed: false,
    slug: "links",
    links: [{ href: "https://a.example/", label: "A" }],
  },
]

const sidebar = buildSidebar(
  docs,
  categories,
  (route) => `/ja/docs/${route}`,
  (slug) => `/ja/docs/category/${slug}`,
)

describe("buildSidebar", () => {
  it("orders docs, categories and links by position, using sidebar labels", () => {
    expect(sidebar.map((item) => item.label)).toEqual(["Intro", "Guide", "FAQ", "Links only"])
    const guide = findCategory(sidebar, "guide")!
    expect(guide.items.map((item) => item.label)).toEqual(["A", "Ext", "B", "Deep"])
    expect(guide.href).toBe("/ja/docs/category/guide")
  })

  it("leaves unlisted docs out", () => {
    expect(JSON.stringify(sidebar)).not.toContain("Hidden")
  })

  it("keeps a category with only external links when it has an index page", () => {
    expect(findCategory(sidebar, "links")!.items).toEqual([
      { type: "link", label: "A", href: "https://a.example/", description: undefined },
    ])
  })

  it("returns the first doc for the navbar's docs link", () => {
    expect(firstDocHref(sidebar)).toBe("/ja/docs/intro")
  })
})

describe("navigation derived from the sidebar", () => {
  it("flattens in reading order with category pages, skipping external links", () => {
    expect(flattenSidebar(sidebar).map((link) => link.href)).toEqual([
      "/ja/docs/intro",
      "/ja/docs/category/guide",
      "/ja/docs/guide/a",
      "/ja/docs/guide/b",
      "/ja/docs/guide/deep/x",
      "/ja/docs/category/faq",
      "/ja/docs/faq/q",
      "/ja/docs/category/links",
    ])
  })

  it("finds previous and next pages", () => {
    expect(findNeighbours(sidebar, "/ja/docs/guide/a")).toEqual({
      previous: { label: "Guide", href: "/ja/docs/category/guide" },
      next: { label: "B", href: "/ja/docs/guide/b" },
    })
    expect(findNeighbours(sidebar, "/ja/docs/intro").previous).toBeNull()
    expect(findNeighbours(sidebar, "/ja/docs/category/links").next).toBeNull()
  })

  it("builds breadcrumbs through categories, linking those with index pages", () => {
    expect(findBreadcrumbs(sidebar, "/ja/docs/guide/deep/x")).toEqual([
      { label: "Guide", href: "/ja/docs/category/guide" },
      { label: "Deep", href: undefined },
      { label: "X" },
    ])
    expect(findBreadcrumbs(sidebar, "/ja/docs/category/faq")).toEqual([{ label: "FAQ" }])
  })
})
