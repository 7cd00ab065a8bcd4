// The docs sidebar of one version in one locale, built from the Doc and DocCategory nodes.
// Pages get it without descriptions (navigation needs labels and links only); category cards
// and llms.txt use the descriptions.
import type { Locale } from "../src/config/locales"
import { localized as pick } from "../src/lib/docs/localized"
import { buildSidebar } from "../src/lib/docs/sidebar"
import type { CategoryEntry, DocEntry, SidebarItem } from "../src/lib/docs/types"
import { localizePath } from "../src/lib/paths"

/** A map of locale to text, as GraphQL gives a JSON field. */
type LocalizedJson = Readonly<Record<string, unknown>> | null

/** The fields of a Doc node the sidebar reads. */
export const sidebarDocFields = "docId locale version title description sidebarLabel sidebarPosition route unlisted"
/** The fields of a DocCategory node the sidebar reads. */
export const sidebarCategoryFields =
  "version dirPath label position collapsible collapsed slug description links { position href label description }"

export interface SidebarDoc {
  docId: string
  title: string
  description: string | null
  sidebarLabel: string | null
  sidebarPosition: number | null
  route: string
  unlisted: boolean
}

export interface SidebarCategory {
  dirPath: string
  label: LocalizedJson
  position: number | null
  collapsible: boolean
  collapsed: boolean
  slug: string | null
  description: LocalizedJson
  links: ReadonlyArray<{ position: number | null; href: string; label: LocalizedJson; description: LocalizedJson }>
}

export const docHref = (versionPath: string, route: string, locale: Locale) =>
  localizePath(`${versionPath}/${route}`, locale)
export const categoryHref = (versionPath: string, slug: string, locale: Locale) =>
  localizePath(`${versionPath}/category/${slug}`, locale)

/** `docs` and `categories` are those of one version, `docs` in one locale. */
export function docsSidebar(
  docs: readonly SidebarDoc[],
  categories: readonly SidebarCategory[],
  locale: Locale,
  versionPath: string,
): SidebarItem[] {
  const docEntries: DocEntry[] = docs.map((doc) => ({
    docId: doc.docId,
    title: doc.title,
    sidebarLabel: doc.sidebarLabel,
    sidebarPosition: doc.sidebarPosition,
    description: doc.description,
    route: doc.route,
    unlisted: doc.unlisted,
  }))
  const categoryEntries: CategoryEntry[] = categories.map((category) => ({
    dirPath: category.dirPath,
    label: pick(category.label, locale),
    position: category.position,
    collapsible: category.collapsible,
    collapsed: category.collapsed,
    slug: category.slug,
    description: pick(category.description, locale) || null,
    links: category.links.map((link) => ({
      position: link.position,
      href: link.href,
      label: pick(link.label, locale),
      description: pick(link.description, locale) || null,
    })),
  }))
  return buildSidebar(
    docEntries,
    categoryEntries,
    (route) => docHref(versionPath, route, locale),
    (slug) => categoryHref(versionPath, slug, locale),
  )
}

/** The sidebar as pages navigate with it: labels and links, without build-time data. */
export function navigationSidebar(items: SidebarItem[]): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === "category") {
      const { description: _description, slug: _slug, ...rest } = item
      return { ...rest, items: navigationSidebar(item.items) }
    }
    if (item.type === "doc") {
      const { description: _description, docId: _docId, ...rest } = item
      return rest
    }
    const { description: _description, ...rest } = item
    return rest
  })
}
