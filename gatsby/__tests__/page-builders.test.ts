import path from "node:path"
import { localeCodes, type Locale } from "../../src/config/locales"
import { resolveVersions } from "../../src/lib/docs/versions"
import { blogPages, postsPerPage } from "../createBlogPages"
import { docsPages } from "../createDocsPages"
import { searchPages } from "../createSearchPages"
import { homePages, notFoundPages } from "../createSitePages"
import {
  template,
  type AuthorNode,
  type DocNode,
  type Page,
  type PostNode,
  type SiteContent,
  type TagNode,
} from "../pages"

const doc = (docId: string, locale: Locale, extra: Partial<DocNode> = {}): DocNode => ({
  id: `${docId}-${locale}`,
  docId,
  locale,
  version: "current",
  title: docId,
  description: null,
  sidebarLabel: null,
  sidebarPosition: docId === "intro" ? 1 : 2,
  route: docId,
  draft: false,
  unlisted: false,
  sourcePath: `content/docs/${docId}.${locale}.mdx`,
  contentFilePath: `/site/content/docs/${docId}.${locale}.mdx`,
  body: "Text",
  headings: [],
  ...extra,
})

const post = (n: number, locale: Locale, extra: Partial<PostNode> = {}): PostNode => ({
  id: `post-${n}-${locale}`,
  slug: `post-${n}`,
  href: locale === "zh-CN" ? `/blog/post-${n}` : `/${locale}/blog/post-${n}`,
  locale,
  title: `Post ${n}`,
  date: `2025-01-${String(n).padStart(2, "0")}`,
  authors: ["ada"],
  tags: ["release"],
  draft: false,
  unlisted: false,
  contentFilePath: `/site/content/blog/post-${n}/index.${locale}.mdx`,
  sourcePath: `content/blog/post-${n}/index.${locale}.mdx`,
  body: "Text",
  ...extra,
})

const site = (content: Partial<SiteContent> = {}): SiteContent => ({
  docs: localeCodes.flatMap((locale) => [doc("intro", locale), doc("guide", locale)]),
  categories: [],
  posts: [],
  authors: [],
  tags: [],
  isDevelop: false,
  versions: resolveVersions([], "docs"),
  explorerTrees: new Map(),
  classData: new Map(),
  ...content,
})

const paths = (pages: Page[]) => pages.map((page) => page.path)
const context = (page: Page) => (page.context ?? {}) as Record<string, unknown>

describe("page builders", () => {
  it("gives a template's absolute path, with the MDX file a doc or post renders", () => {
    expect(template("home")).toBe(path.resolve("src/templates/home.tsx"))
    expect(template("doc", "/site/a.mdx")).toBe(
      `${path.resolve("src/templates/doc.tsx")}?__contentFilePath=/site/a.mdx`,
    )
  })

  it("makes the home, not-found and search pages of every locale, each with its version dropdown", () => {
    expect(paths(homePages(site()))).toEqual(["/", "/en", "/ja"])
    const notFound = notFoundPages(site())
    expect(notFound.map((page) => [page.path, page.matchPath])).toEqual([
      ["/404/", undefined],
      ["/en/404.html", "/en/*"],
      ["/ja/404.html", "/ja/*"],
    ])
    const search = searchPages(site())
    expect(paths(search)).toEqual(["/search", "/en/search", "/ja/search"])
    expect(search[1].context).toMatchObject({ locale: "en", versions: [{ name: "current", href: "/en/docs/intro" }] })
  })

  it("makes a page per doc and the docs root of every locale, the root pointing at the main doc", () => {
    const pages = docsPages(site())
    expect(paths(pages).sort()).toEqual(
      [
        "/docs",
        "/docs/guide",
        "/docs/intro",
        "/en/docs",
        "/en/docs/guide",
        "/en/docs/intro",
        "/ja/docs",
        "/ja/docs/guide",
        "/ja/docs/intro",
      ].sort(),
    )
    const guide = pages.find((page) => page.path === "/en/docs/guide")!
    expect(guide.component).toBe(template("doc", "/site/content/docs/guide.en.mdx"))
    expect(guide.context).toMatchObject({ id: "guide-en", locale: "en", versions: [{ href: "/en/docs/guide" }] })
    expect(pages.find((page) => page.path === "/ja/docs")!.context).toMatchObject({ target: "/ja/docs/intro" })
  })

  it("pages the blog list, links posts to their listed neighbours and leaves out drafts", () => {
    const posts = [
      ...Array.from({ length: postsPerPage + 2 }, (_, i) => post(i + 1, "en")),
      post(20, "en", { unlisted: true }),
      post(21, "en", { draft: true }),
    ]
    const tags: TagNode[] = [
      { key: "en:release", tagId: "release", locale: "en", href: "/en/blog/tags/release" },
      { key: "en:unused", tagId: "unused", locale: "en", href: "/en/blog/tags/unused" },
    ]
    const authors: AuthorNode[] = [{ key: "en:ada", authorId: "ada", locale: "en", href: "/en/blog/authors/ada" }]
    const pages = blogPages(site({ posts, tags, authors })).filter((page) => context(page).locale === "en")
    const list = pages.filter((page) => context(page).kind === "list")
    expect(paths(list)).toEqual(["/en/blog", "/en/blog/page/2"])
    expect(context(list[0]).postIds).toHaveLength(postsPerPage)
    expect(paths(pages)).toContain("/en/blog/post-20")
    expect(paths(pages)).not.toContain("/en/blog/post-21")
    const newest = pages.find((page) => page.path === "/en/blog/post-12")!
    expect(newest.context).toMatchObject({ newerId: "", olderId: "post-11-en" })
    expect(paths(pages)).toContain("/en/blog/tags/release")
    expect(paths(pages)).not.toContain("/en/blog/tags/unused")
    expect(context(pages.find((page) => page.path === "/en/blog/authors/ada")!).postIds).toHaveLength(postsPerPage + 2)
  })
})
