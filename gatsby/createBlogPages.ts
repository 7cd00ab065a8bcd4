// Blog pages in every locale: the paginated list, posts, archive, tags and authors. Each page's
// context says which posts (and which tag or author) it shows, by id; its page query reads them.
import type { Actions } from "gatsby"
import { localeCodes, type Locale } from "../src/config/locales"
import { groupByYear, paginate } from "../src/lib/blog/archive"
import { blogPath } from "../src/lib/blog/paths"
import type { SidebarItem } from "../src/lib/docs/types"
import { usesLiveComponent } from "../src/lib/docs/live-components"
import { pageNamespaces, withLiveComponents } from "./page-strings"
import { template } from "./templates"

type PagesQuery = Queries.AllContentForPagesQuery
type Post = PagesQuery["allBlogPost"]["nodes"][number]
type Author = PagesQuery["allBlogAuthor"]["nodes"][number]
type Tag = PagesQuery["allBlogTag"]["nodes"][number]

export const postsPerPage = 10
const recentPostsInSidebar = 10
export function createBlogPages(createPage: Actions["createPage"], data: Pick<PagesQuery, "allBlogPost" | "allBlogAuthor" | "allBlogTag">, isDevelop: boolean, extraContext: (locale: Locale) => object) {
  for (const locale of localeCodes) {
    const built = data.allBlogPost.nodes.filter((post) => post.locale === locale && (isDevelop || !post.draft)).sort((a, b) => b.date.localeCompare(a.date))
    const listed = built.filter((post) => !post.unlisted)
    const ids = (posts: readonly Post[]) => posts.map((post) => post.id)
    const sidebar: SidebarItem[] = groupByYear(listed.slice(0, recentPostsInSidebar)).map((group) => ({
      type: "category",
      label: group.year,
      collapsible: false,
      collapsed: false,
      items: group.posts.map((post) => ({ type: "doc", label: post.title, href: post.href })),
    }))
    const base = { locale, namespaces: pageNamespaces.blog, sidebar, sidebarKind: "blog", ...extraContext(locale) }

    for (const page of paginate(listed, postsPerPage, blogPath(locale))) {
      createPage({ path: page.path, component: template("blog-list"), context: { ...base, kind: "list", postIds: ids(page.items), newer: page.newer, older: page.older, page: page.page, pageCount: page.pageCount } })
    }

    built.forEach((post) => {
      const index = listed.indexOf(post)
      const newer = index > 0 ? listed[index - 1] : null
      const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null
      const liveBody = usesLiveComponent(post.body)
      createPage({
        path: post.href,
        component: `${template("blog-post")}?__contentFilePath=${post.contentFilePath}`,
        // An empty id matches no post: GraphQL then gives null for a missing neighbour.
        context: { ...base, id: post.id, newerId: newer?.id ?? "", olderId: older?.id ?? "", liveBody, namespaces: withLiveComponents(pageNamespaces.blog, liveBody) },
      })
    })

    createPage({ path: blogPath(locale, "/archive"), component: template("blog-archive"), context: { ...base, postIds: ids(listed) } })

    const inLocale = <T extends Author | Tag>(entries: readonly T[]) => entries.filter((entry) => entry.locale === locale)
    const tags = inLocale(data.allBlogTag.nodes).filter((tag) => listed.some((post) => post.tags.includes(tag.tagId)))
    createPage({ path: blogPath(locale, "/tags"), component: template("blog-tags"), context: { ...base, tagKeys: tags.map((tag) => tag.key), postIds: ids(listed) } })
    for (const tag of tags) {
      const tagged = listed.filter((post) => post.tags.includes(tag.tagId))
      createPage({ path: tag.href, component: template("blog-list"), context: { ...base, kind: "tag", tagKey: tag.key, postIds: ids(tagged), newer: null, older: null } })
    }

    const authors = inLocale(data.allBlogAuthor.nodes).filter((author) => listed.some((post) => post.authors.includes(author.authorId)))
    createPage({ path: blogPath(locale, "/authors"), component: template("blog-authors"), context: { ...base, authorKeys: authors.map((author) => author.key), postIds: ids(listed) } })
    for (const author of authors) {
      const written = listed.filter((post) => post.authors.includes(author.authorId))
      createPage({ path: author.href, component: template("blog-list"), context: { ...base, kind: "author", authorKey: author.key, postIds: ids(written), newer: null, older: null } })
    }
  }
}
