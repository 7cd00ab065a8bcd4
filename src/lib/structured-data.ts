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

export interface ArticleFacts {
  headline: string
  description?: string | null
  url: string
  inLanguage: string
  image: string
  dateModified?: string | null
  /** The site: publisher of every page and the work each doc is part of. */
  site: { name: string; url: string; logo: string }
}

/** schema.org TechArticle for a doc page. */
export function techArticle(facts: ArticleFacts) {
  const publisher = {
    "@type": "Organization",
    name: facts.site.name,
    url: facts.site.url,
    logo: { "@type": "ImageObject", url: facts.site.logo },
  }
  return {
    "@context": "https://schema.org",
    "@type": "TechArticle",
    headline: facts.headline,
    ...(facts.description ? { description: facts.description } : {}),
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: facts.inLanguage,
    image: facts.image,
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    publisher,
    isPartOf: { "@type": "WebSite", name: facts.site.name, url: facts.site.url },
  }
}
