// Blog pages in every locale: the paginated list, posts, archive, tags and authors. Each page's
// context says which posts (and which tag or author) it shows, by id; its page query reads them.
import { localeCodes } from "../src/config/locales"
import { groupByYear, paginate } from "../src/lib/blog/archive"
import { blogPath } from "../src/lib/blog/paths"
import type { SidebarItem } from "../src/lib/docs/types"
import { usesLiveComponent } from "../src/lib/docs/live-components"
import { pageNamespaces, withLiveComponents } from "./page-strings"
import { mainDocVersions, template, type Page, type PageBuilder, type PostNode } from "./pages"

export const postsPerPage = 10
const recentPostsInSidebar = 10

const ids = (posts: readonly PostNode[]) => posts.map((post) => post.id)

export const blogPages: PageBuilder = (site) =>
  localeCodes.flatMap((locale) => {
    const built = site.posts
      .filter((post) => post.locale === locale && (site.isDevelop || !post.draft))
      .sort((a, b) => b.date.localeCompare(a.date))
    const listed = built.filter((post) => !post.unlisted)
    const sidebar: SidebarItem[] = groupByYear(listed.slice(0, recentPostsInSidebar)).map((group) => ({
      type: "category",
      label: group.year,
      collapsible: false,
      collapsed: false,
      items: group.posts.map((post) => ({ type: "doc", label: post.title, href: post.href })),
    }))
    const base = {
      locale,
      namespaces: pageNamespaces.blog,
      sidebar,
      sidebarKind: "blog",
      versions: mainDocVersions(site, locale),
    }
    const pages: Page[] = []

    for (const page of paginate(listed, postsPerPage, blogPath(locale))) {
      pages.push({
        path: page.path,
        component: template("blog-list"),
        context: {
          ...base,
          kind: "list",
          postIds: ids(page.items),
          newer: page.newer,
          older: page.older,
          page: page.page,
          pageCount: page.pageCount,
        },
      })
    }

    for (const post of built) {
      const index = listed.indexOf(post)
      const newer = index > 0 ? listed[index - 1] : null
      const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null
      const liveBody = usesLiveComponent(post.body)
      pages.push({
        path: post.href,
        component: template("blog-post", post.contentFilePath),
        // An empty id matches no post: GraphQL then gives null for a missing neighbour.
        context: {
          ...base,
          id: post.id,
          newerId: newer?.id ?? "",
          olderId: older?.id ?? "",
          liveBody,
          namespaces: withLiveComponents(pageNamespaces.blog, liveBody),
        },
      })
    }

    pages.push({
      path: blogPath(locale, "/archive"),
      component: template("blog-archive"),
      context: { ...base, postIds: ids(listed) },
    })

    const tags = site.tags.filter(
      (tag) => tag.locale === locale && listed.some((post) => post.tags.includes(tag.tagId)),
    )
    pages.push({
      path: blogPath(locale, "/tags"),
      component: template("blog-tags"),
      context: { ...base, tagKeys: tags.map((tag) => tag.key), postIds: ids(listed) },
    })
    for (const tag of tags) {
      const tagged = listed.filter((post) => post.tags.includes(tag.tagId))
      pages.push({
        path: tag.href,
        component: template("blog-list"),
        context: { ...base, kind: "tag", tagKey: tag.key, postIds: ids(tagged), newer: null, older: null },
      })
    }

    const authors = site.authors.filter(
      (author) => author.locale === locale && listed.some((post) => post.authors.includes(author.authorId)),
    )
    pages.push({
      path: blogPath(locale, "/authors"),
      component: template("blog-authors"),
      context: { ...base, authorKeys: authors.map((author) => author.key), postIds: ids(listed) },
    })
    for (const author of authors) {
      const written = listed.filter((post) => post.authors.includes(author.authorId))
      pages.push({
        path: author.href,
        component: template("blog-list"),
        context: { ...base, kind: "author", authorKey: author.key, postIds: ids(written), newer: null, older: null },
      })
    }
    return pages
  })
