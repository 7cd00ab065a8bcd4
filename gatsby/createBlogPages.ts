// Blog pages in every locale: the paginated list, posts, archive, tags and authors.
import path from "node:path"
import type { Actions } from "gatsby"
import { localeCodes, type Locale } from "../src/config/locales"
import { groupByYear, paginate } from "../src/lib/blog/archive"
import type { AuthorView, PostCard, TagView } from "../src/lib/blog/types"
import type { SidebarItem } from "../src/lib/docs/types"
import { usesLiveComponent } from "../src/lib/docs/live-components"
import { localizePath } from "../src/lib/paths"
import { pageNamespaces, withLiveComponents } from "./page-strings"
import { readBlogMeta } from "./blog-source"

export interface BlogPostNode {
  id: string
  slug: string
  locale: string
  title: string
  date: string
  description: string
  authors: string[]
  tags: string[]
  draft: boolean
  unlisted: boolean
  readingTime: number
  excerpt: string[]
  truncated: boolean
  contentFilePath: string
  sourcePath: string
  body: string
}

export const postsPerPage = 10
const recentPostsInSidebar = 10
const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

export function blogPath(locale: Locale, rest = ""): string {
  return localizePath(`/blog${rest}`, locale)
}

export function createBlogPages(createPage: Actions["createPage"], posts: BlogPostNode[], isDevelop: boolean, extraContext: (locale: Locale) => object) {
  const { authors, tags } = readBlogMeta()
  for (const locale of localeCodes) {
    const pick = (value: Record<string, string> | undefined) => value?.[locale] ?? value?.en ?? ""
    const built = posts.filter((post) => post.locale === locale && (isDevelop || !post.draft)).sort((a, b) => b.date.localeCompare(a.date))
    const listed = built.filter((post) => !post.unlisted)
    const authorView = (id: string): AuthorView => ({ id, name: pick(authors[id].name), title: pick(authors[id].title), url: authors[id].url ?? null, imageUrl: authors[id].image_url ?? null, href: blogPath(locale, `/authors/${id}`) })
    const tagView = (id: string): TagView => ({ id, label: pick(tags[id].label), href: blogPath(locale, `/tags/${tags[id].permalink}`), description: pick(tags[id].description) || null })
    const card = (post: BlogPostNode): PostCard => ({
      title: post.title,
      href: blogPath(locale, `/${post.slug}`),
      date: post.date,
      readingTime: post.readingTime,
      excerpt: post.excerpt,
      truncated: post.truncated,
      authors: post.authors.map(authorView),
      tags: post.tags.map(tagView),
    })
    const sidebar: SidebarItem[] = groupByYear(listed.slice(0, recentPostsInSidebar).map(card)).map((group) => ({
      type: "category",
      label: group.year,
      collapsible: false,
      collapsed: false,
      items: group.posts.map((post) => ({ type: "doc", docId: post.href, label: post.title, href: post.href })),
    }))
    const base = { locale, namespaces: pageNamespaces.blog, sidebar, sidebarKind: "blog", ...extraContext(locale) }

    for (const page of paginate(listed.map(card), postsPerPage, blogPath(locale))) {
      createPage({ path: page.path, component: template("blog-list"), context: { ...base, kind: "list", posts: page.items, newer: page.newer, older: page.older, page: page.page, pageCount: page.pageCount } })
    }

    built.forEach((post) => {
      const index = listed.indexOf(post)
      const newer = index > 0 ? listed[index - 1] : null
      const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : null
      createPage({
        path: blogPath(locale, `/${post.slug}`),
        component: `${template("blog-post")}?__contentFilePath=${post.contentFilePath}`,
        context: {
          ...base,
          id: post.id,
          authors: post.authors.map(authorView),
          tags: post.tags.map(tagView),
          newer: newer ? { label: newer.title, href: blogPath(locale, `/${newer.slug}`) } : null,
          older: older ? { label: older.title, href: blogPath(locale, `/${older.slug}`) } : null,
          liveBody: usesLiveComponent(post.body),
          namespaces: withLiveComponents(pageNamespaces.blog, usesLiveComponent(post.body)),
        },
      })
    })

    createPage({ path: blogPath(locale, "/archive"), component: template("blog-archive"), context: { ...base, years: groupByYear(listed.map(card)) } })

    const tagIds = Object.keys(tags).filter((id) => listed.some((post) => post.tags.includes(id)))
    createPage({
      path: blogPath(locale, "/tags"),
      component: template("blog-tags"),
      context: { ...base, tags: tagIds.map((id) => ({ ...tagView(id), count: listed.filter((post) => post.tags.includes(id)).length })).sort((a, b) => a.label.localeCompare(b.label, locale)) },
    })
    for (const id of tagIds) {
      const tagged = listed.filter((post) => post.tags.includes(id)).map(card)
      createPage({ path: tagView(id).href, component: template("blog-list"), context: { ...base, kind: "tag", tag: { ...tagView(id), count: tagged.length }, posts: tagged, newer: null, older: null } })
    }

    const authorIds = Object.keys(authors).filter((id) => listed.some((post) => post.authors.includes(id)))
    createPage({
      path: blogPath(locale, "/authors"),
      component: template("blog-authors"),
      context: { ...base, authors: authorIds.map((id) => ({ ...authorView(id), count: listed.filter((post) => post.authors.includes(id)).length })) },
    })
    for (const id of authorIds) {
      const written = listed.filter((post) => post.authors.includes(id)).map(card)
      createPage({ path: authorView(id).href, component: template("blog-list"), context: { ...base, kind: "author", author: { ...authorView(id), count: written.length }, posts: written, newer: null, older: null } })
    }
  }
}
