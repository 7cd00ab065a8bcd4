// Builds the one docs sidebar (tutorialSidebar) from doc front matter and _category_.json
// files, and derives navigation from it: previous/next order, breadcrumbs, category cards.
import type { Breadcrumb, CategoryEntry, DocEntry, NavLink, SidebarItem } from "./types"

type Positioned = { position: number; name: string; item: SidebarItem }

function dirOf(docId: string): string {
  const index = docId.lastIndexOf("/")
  return index === -1 ? "" : docId.slice(0, index)
}

function byPosition(a: Positioned, b: Positioned): number {
  return a.position - b.position || a.name.localeCompare(b.name)
}

/**
 * @param categoryHref maps a category slug to its index page href
 * @param docHref maps a doc's route to the href used in this build (locale and version applied)
 */
export function buildSidebar(
  docs: DocEntry[],
  categories: CategoryEntry[],
  docHref: (route: string) => string,
  categoryHref: (slug: string) => string,
): SidebarItem[] {
  const build = (dir: string): SidebarItem[] => {
    const entries: Positioned[] = []
    for (const doc of docs) {
      if (doc.unlisted || dirOf(doc.docId) !== dir) continue
      entries.push({
        position: doc.sidebarPosition ?? Number.POSITIVE_INFINITY,
        name: doc.docId,
        item: {
          type: "doc",
          docId: doc.docId,
          label: doc.sidebarLabel || doc.title,
          href: docHref(doc.route),
          description: doc.description,
        },
      })
    }
    for (const category of categories) {
      if (dirOf(category.dirPath) !== dir || category.dirPath === "") continue
      const items = build(category.dirPath)
      if (items.length === 0 && !category.slug) continue
      entries.push({
        position: category.position ?? Number.POSITIVE_INFINITY,
        name: category.dirPath,
        item: {
          type: "category",
          label: category.label,
          href: category.slug ? categoryHref(category.slug) : undefined,
          slug: category.slug,
          description: category.description,
          collapsible: category.collapsible,
          collapsed: category.collapsed,
          items,
        },
      })
    }
    const owner = categories.find((category) => category.dirPath === dir)
    for (const link of owner?.links ?? []) {
      entries.push({
        position: link.position ?? Number.POSITIVE_INFINITY,
        name: link.href,
        item: { type: "link", label: link.label, href: link.href, description: link.description },
      })
    }
    return entries.sort(byPosition).map((entry) => entry.item)
  }
  return build("")
}

/** Pages in reading order: category index pages and docs, depth first; external links skipped. */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = []
  for (const item of items) {
    if (item.type === "doc") out.push({ label: item.label, href: item.href })
    if (item.type === "category") {
      if (item.href) out.push({ label: item.label, href: item.href })
      out.push(...flattenSidebar(item.items))
    }
  }
  return out
}

export function findNeighbours(items: SidebarItem[], href: string): { previous: NavLink | null; next: NavLink | null } {
  const flat = flattenSidebar(items)
  const index = flat.findIndex((link) => link.href === href)
  if (index === -1) return { previous: null, next: null }
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null }
}

/** Categories leading to the page with this href, then the page itself (not linked). */
export function findBreadcrumbs(items: SidebarItem[], href: string): Breadcrumb[] {
  const walk = (list: SidebarItem[], trail: Breadcrumb[]): Breadcrumb[] | null => {
    for (const item of list) {
      if (item.type === "doc" && item.href === href) return [...trail, { label: item.label }]
      if (item.type === "category") {
        if (item.href === href) return [...trail, { label: item.label }]
        const found = walk(item.items, [...trail, { label: item.label, href: item.href }])
        if (found) return found
      }
    }
    return null
  }
  return walk(items, []) ?? []
}

export function findCategory(items: SidebarItem[], slug: string): Extract<SidebarItem, { type: "category" }> | null {
  for (const item of items) {
    if (item.type !== "category") continue
    if (item.slug === slug) return item
    const found = findCategory(item.items, slug)
    if (found) return found
  }
  return null
}

/** The first doc in sidebar order: the navbar's "Docs" link target. */
export function firstDocHref(items: SidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === "doc") return item.href
    if (item.type === "category") {
      const found = firstDocHref(item.items)
      if (found) return found
    }
  }
  return null
}
