// Shapes shared by the build (gatsby/*) and the doc templates.

export interface DocEntry {
  docId: string
  title: string
  sidebarLabel?: string | null
  sidebarPosition?: number | null
  description?: string | null
  /** Locale-free route, e.g. '/docs/faq/glossary'. */
  route: string
  unlisted?: boolean
}

export interface CategoryLink {
  position?: number | null
  href: string
  label: string
  description?: string | null
}

export interface CategoryEntry {
  /** Folder inside content/docs, e.g. 'core-modules/schema'. */
  dirPath: string
  label: string
  position?: number | null
  collapsible: boolean
  collapsed: boolean
  /** Slug of the generated index page, if the category has one. */
  slug?: string | null
  description?: string | null
  links: CategoryLink[]
}

export type SidebarItem =
  // docId, slug and description are build-time data: pages get the sidebar without them.
  | { type: "doc"; docId?: string; label: string; href: string; description?: string | null }
  | { type: "link"; label: string; href: string; description?: string | null }
  | {
      type: "category"
      label: string
      href?: string
      slug?: string | null
      description?: string | null
      collapsible: boolean
      collapsed: boolean
      items: SidebarItem[]
    }

export interface NavLink {
  label: string
  href: string
}

export interface Breadcrumb {
  label: string
  href?: string
}

/**
 * A card on a generated category page. The page context gives each child's kind, label, link
 * (and docId or item count); the page query adds the descriptions.
 */
export type DocCard =
  | { type: "doc"; docId: string; label: string; href: string; description?: string | null }
  | { type: "link"; label: string; href: string; description?: string | null }
  | { type: "category"; label: string; href: string; count: number }
