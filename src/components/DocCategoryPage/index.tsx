import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import type { Breadcrumb, NavLink, SidebarItem } from "../../lib/docs/types"
import { sitePathname } from "../../lib/site-path"
import { breadcrumbList, jsonLd } from "../../lib/structured-data"
import DocCardList from "../DocCardList"
import DocPage from "../DocPage"
import { pageTranslator, type LocaleData } from "../../i18n/translator"
import { docSearchMeta } from "../../lib/search/page-meta"
import Seo, { absoluteUrl } from "../Seo"

export interface DocCategoryPageContext extends BasePageContext {
  category: { label: string; description: string | null; items: SidebarItem[] }
  breadcrumbs: Breadcrumb[]
  previous: NavLink | null
  next: NavLink | null
}

/** A generated category index: its description and a card per child. */
export default function DocCategoryPage({ pageContext, location }: PageProps<object, DocCategoryPageContext>) {
  const { category } = pageContext
  return (
    <DocPage
      currentPath={sitePathname(location.pathname)}
      navigation={pageContext}
      title={category.label}
      toc={[]}
      banners={[]}
    >
      {category.description && <p>{category.description}</p>}
      <DocCardList items={category.items} />
    </DocPage>
  )
}

export function DocCategoryHead({ data, pageContext, location }: HeadProps<LocaleData, DocCategoryPageContext>) {
  const url = absoluteUrl(sitePathname(location.pathname))
  return (
    <Seo locale={pageContext.locale} t={pageTranslator(pageContext.locale, data)} pathname={location.pathname} title={pageContext.category.label} description={pageContext.category.description} search={docSearchMeta(pageContext.version?.name ?? "current", pageContext.breadcrumbs, pageTranslator(pageContext.locale, data)("navbar.docs"), true)}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbList(pageContext.breadcrumbs, url, absoluteUrl)) }} />
    </Seo>
  )
}
