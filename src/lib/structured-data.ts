import type { Breadcrumb } from "./docs/types"

/** schema.org BreadcrumbList for a doc's breadcrumbs; the current page gets its own URL. */
export function breadcrumbList(items: Breadcrumb[], currentUrl: string, toAbsolute: (href: string) => string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: index === items.length - 1 ? currentUrl : item.href ? toAbsolute(item.href) : undefined,
    })),
  }
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so text cannot close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}
