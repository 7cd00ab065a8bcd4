import { docsSidebar, navigationSidebar } from "../docs-sidebar"

const docs = [
  {
    docId: "intro",
    title: "Introduction",
    description: "What TIDAS is.",
    sidebarLabel: null,
    sidebarPosition: 1,
    route: "intro",
    unlisted: false,
  },
  {
    docId: "tool/cli",
    title: "The tidas CLI",
    description: "Validate and convert.",
    sidebarLabel: "CLI",
    sidebarPosition: 1,
    route: "tool/cli",
    unlisted: false,
  },
]
const categories = [
  {
    dirPath: "tool",
    label: { en: "Tools", ja: "ツール" },
    position: 2,
    collapsible: true,
    collapsed: false,
    slug: "tools",
    description: { en: "Command-line tools.", ja: "コマンドラインのツール。" },
    links: [],
  },
]

describe("docs sidebar", () => {
  it("builds the sidebar of a locale and version, with descriptions for cards and llms.txt", () => {
    const sidebar = docsSidebar(docs, categories, "ja", "/docs")
    expect(sidebar[0]).toMatchObject({
      type: "doc",
      docId: "intro",
      href: "/ja/docs/intro",
      description: "What TIDAS is.",
    })
    expect(sidebar[1]).toMatchObject({
      type: "category",
      label: "ツール",
      href: "/ja/docs/category/tools",
      description: "コマンドラインのツール。",
    })
  })

  it("gives pages labels and links only", () => {
    const nav = navigationSidebar(docsSidebar(docs, categories, "en", "/docs"))
    expect(nav).toEqual([
      { type: "doc", label: "Introduction", href: "/en/docs/intro" },
      {
        type: "category",
        label: "Tools",
        href: "/en/docs/category/tools",
        collapsible: true,
        collapsed: false,
        items: [{ type: "doc", label: "CLI", href: "/en/docs/tool/cli" }],
      },
    ])
  })
})
