import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { localized } from "../../lib/docs/localized"
import type { Breadcrumb, DocCard, NavLink } from "../../lib/docs/types"
import { sitePathname } from "../../lib/site-path"
import { breadcrumbList, jsonLd } from "../../lib/structured-data"
import DocCardList from "../DocCardList"
import DocPage from "../DocPage"
import { pageTranslator } from "../../i18n/translator"
import { docSearchMeta } from "../../lib/search/page-meta"
import Seo, { absoluteUrl } from "../Seo"

export interface DocCategoryPageContext extends BasePageContext {
  /** The children, in sidebar order; descriptions come from the page query. */
  cards: DocCard[]
  breadcrumbs: Breadcrumb[]
  previous: NavLink | null
  next: NavLink | null
}

function categoryText(data: Queries.DocCategoryPageQuery, context: DocCategoryPageContext) {
  return {
    label: localized(data.category?.label, context.locale),
    description: localized(data.category?.description, context.locale) || null,
  }
}

/** A generated category index: its description and a card per child. */
export default function DocCategoryPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.DocCategoryPageQuery, DocCategoryPageContext>) {
  const { label, description } = categoryText(data, pageContext)
  const docDescriptions = new Map(data.cardDocs.nodes.map((doc) => [doc.docId, doc.description]))
  const linkDescriptions = new Map(
    (data.category?.links ?? []).map((link) => [link.href, localized(link.description, pageContext.locale) || null]),
  )
  const cards = pageContext.cards.map((card): DocCard =>
    card.type === "doc"
      ? { ...card, description: docDescriptions.get(card.docId) ?? null }
      : card.type === "link"
        ? { ...card, description: linkDescriptions.get(card.href) ?? null }
        : card,
  )
  return (
    <DocPage currentPath={sitePathname(location.pathname)} navigation={pageContext} title={label} toc={[]} banners={[]}>
      {description && <p>{description}</p>}
      <DocCardList cards={cards} />
    </DocPage>
  )
}

export function DocCategoryHead({
  data,
  pageContext,
  location,
}: HeadProps<Queries.DocCategoryPageQuery, DocCategoryPageContext>) {
  const url = absoluteUrl(sitePathname(location.pathname))
  return (
    <Seo
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={categoryText(data, pageContext).label}
      description={categoryText(data, pageContext).description}
      search={docSearchMeta(
        pageContext.version?.name ?? "current",
        pageContext.breadcrumbs,
        pageTranslator(pageContext.locale, data)("navbar.docs"),
        true,
      )}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbList(pageContext.breadcrumbs, url, absoluteUrl)) }}
      />
    </Seo>
  )
}
