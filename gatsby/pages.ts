// What the page builders share: the content createPages queried once, the page they return and
// the template helper. A builder is a pure function from the site's content to the pages of one
// family (docs, blog, search, home and not-found); createPages.ts hands every page to Gatsby.
import path from "node:path"
import type { Actions } from "gatsby"
import type { Locale } from "../src/config/locales"
import { siteConfig } from "../src/config/site"
import type { DocsVersion, VersionLink } from "../src/lib/docs/versions"
import { localizePath } from "../src/lib/paths"
import type { ClassData } from "./classifications"
import type { ExplorerTrees } from "./schema-explorer"

export type PagesQuery = Queries.AllContentForPagesQuery
export type DocNode = PagesQuery["allDoc"]["nodes"][number]
export type CategoryNode = PagesQuery["allDocCategory"]["nodes"][number]
export type PostNode = PagesQuery["allBlogPost"]["nodes"][number]
export type AuthorNode = PagesQuery["allBlogAuthor"]["nodes"][number]
export type TagNode = PagesQuery["allBlogTag"]["nodes"][number]

export type Page = Parameters<Actions["createPage"]>[0]

export interface SiteContent {
  /** Docs that are built: all of them under `gatsby develop`, drafts left out otherwise. */
  docs: readonly DocNode[]
  categories: readonly CategoryNode[]
  posts: readonly PostNode[]
  authors: readonly AuthorNode[]
  tags: readonly TagNode[]
  isDevelop: boolean
  versions: readonly DocsVersion[]
  explorerTrees: ExplorerTrees
  classData: ClassData
}

export type PageBuilder = (site: SiteContent) => Page[]

/**
 * The page template src/templates/<name>.tsx, as createPage wants it (an absolute path); with the
 * MDX file whose compiled body the template renders, for docs and posts.
 */
export function template(name: string, contentFilePath?: string): string {
  const component = path.resolve(`src/templates/${name}.tsx`)
  return contentFilePath ? `${component}?__contentFilePath=${contentFilePath}` : component
}

/** The version dropdown of a page outside the docs: each version's main doc. */
export function mainDocVersions(site: Pick<SiteContent, "docs" | "versions">, locale: Locale): VersionLink[] {
  return site.versions.map((v) => {
    const main = site.docs.find(
      (doc) => doc.version === v.name && doc.locale === locale && doc.docId === siteConfig.docs.mainDocId,
    )
    return {
      name: v.name,
      label: v.label,
      labelKey: v.labelKey,
      href: localizePath(main ? `${v.path}/${main.route}` : v.path, locale),
      isLast: v.isLast,
    }
  })
}
