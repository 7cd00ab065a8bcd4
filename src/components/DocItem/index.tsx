import React from "react"
import { MDXProvider } from "@mdx-js/react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { pageTranslator, type LocaleData } from "../../i18n/translator"
import type { Breadcrumb, NavLink } from "../../lib/docs/types"
import { tocHeadings, type Heading } from "../../lib/docs/headings"
import type { VersionBanner } from "../../lib/docs/versions"
import { docSearchMeta } from "../../lib/search/page-meta"
import { localizePath } from "../../lib/paths"
import { sitePathname } from "../../lib/site-path"
import { breadcrumbList, jsonLd, techArticle } from "../../lib/structured-data"
import type { DocBannerKind } from "../DocBanner"
import DocFooter from "../DocFooter"
import DocPage from "../DocPage"
import MDXComponents from "../MDXComponents"
import StaticHtml from "../StaticHtml"
import type { ClassPageData } from "../../lib/classes/page-data"
import type { SchemaExplorerData } from "../../lib/schema/explorer-page"
import { DocsBaseContext } from "../MDXComponents/DocsBaseContext"
import { locales } from "../../config/locales"
import Seo, { absoluteUrl, socialImage } from "../Seo"

/** What the doc and schema-doc page queries select (the DocPageFields fragment in templates/doc.tsx). */
export type DocData = LocaleData & { readonly doc: Queries.DocPageFieldsFragment | null }

export interface DocPageContext extends BasePageContext {
  id: string
  breadcrumbs: Breadcrumb[]
  previous: NavLink | null
  next: NavLink | null
  version: { name: string; path: string; banner: VersionBanner; lastHref: string | null }
  /** The text uses a component that needs hydrating (lib/docs/live-components.ts). */
  liveBody?: boolean
  /** The field tree of a json-schema-* page (gatsby/schema-explorer.ts); null elsewhere. */
  schemaExplorer?: SchemaExplorerData | null
  classifications?: ClassPageData | null
}

export interface DocItemProps extends PageProps<DocData, DocPageContext> {
  /** Shown after the page's text, inside the article (the schema explorer). */
  after?: React.ReactNode
  /** Entries for what `after` adds, appended to the table of contents. */
  afterToc?: Heading[]
}

export default function DocItem({ data, pageContext, location, children, after = null, afterToc = [] }: DocItemProps) {
  const doc = data.doc!
  const toc = doc.hideTableOfContents
    ? []
    : [...tocHeadings(doc.headings, doc.tocMinLevel, doc.tocMaxLevel), ...afterToc]
  const banners: Array<{ kind: DocBannerKind; latestHref?: string | null }> = []
  if (doc.draft) banners.push({ kind: "draft" })
  if (doc.unlisted) banners.push({ kind: "unlisted" })
  if (pageContext.version.banner)
    banners.push({ kind: pageContext.version.banner, latestHref: pageContext.version.lastHref })
  return (
    <DocPage
      currentPath={sitePathname(location.pathname)}
      navigation={pageContext}
      title={doc.title}
      toc={toc}
      banners={banners}
      footer={
        <StaticHtml>
          <DocFooter sourcePath={doc.sourcePath} lastUpdated={doc.lastUpdated} />
        </StaticHtml>
      }
    >
      <DocsBaseContext.Provider value={pageContext.version.path}>
        <StaticHtml live={pageContext.liveBody}>
          <MDXProvider components={MDXComponents}>{children}</MDXProvider>
        </StaticHtml>
        {after}
      </DocsBaseContext.Provider>
    </DocPage>
  )
}

export function DocItemHead({ data, pageContext, location }: HeadProps<DocData, DocPageContext>) {
  const doc = data.doc!
  const url = absoluteUrl(sitePathname(location.pathname))
  const t = pageTranslator(pageContext.locale, data)
  const article = techArticle({
    headline: doc.title,
    description: doc.description,
    url,
    inLanguage: locales[pageContext.locale].htmlLang,
    image: absoluteUrl(socialImage.path),
    dateModified: doc.lastUpdated,
    site: {
      name: t("site.title"),
      url: absoluteUrl(localizePath("/", pageContext.locale)),
      logo: absoluteUrl("/img/logo.svg"),
    },
  })
  return (
    <Seo
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={doc.title}
      description={doc.description}
      noindex={doc.unlisted || doc.draft}
      search={docSearchMeta(pageContext.version.name, pageContext.breadcrumbs, t("navbar.docs"))}
      type="article"
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbList(pageContext.breadcrumbs, url, absoluteUrl)) }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(article) }} />
    </Seo>
  )
}
