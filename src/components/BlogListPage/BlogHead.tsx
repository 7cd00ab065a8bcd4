import React from "react"
import { withPrefix } from "gatsby"
import type { Locale } from "../../config/locales"
import type { TFunction } from "i18next"
import { localizePath } from "../../lib/paths"
import type { SearchPageMeta } from "../../lib/search/page-meta"
import Seo from "../Seo"

/** Head of every blog page: the page's title and description plus the locale's feeds. */
export default function BlogHead({
  locale,
  t,
  pathname,
  title,
  description,
  noindex,
  search,
  type,
  children,
}: {
  locale: Locale
  t: TFunction
  pathname: string
  title: string
  description?: string | null
  noindex?: boolean
  search?: SearchPageMeta
  type?: "website" | "article"
  children?: React.ReactNode
}) {
  return (
    <Seo
      locale={locale}
      t={t}
      pathname={pathname}
      title={title}
      description={description}
      noindex={noindex}
      search={search}
      type={type}
    >
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${t("blog.title")} (RSS)`}
        href={withPrefix(localizePath("/blog/rss.xml", locale))}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${t("blog.title")} (Atom)`}
        href={withPrefix(localizePath("/blog/atom.xml", locale))}
      />
      {children}
    </Seo>
  )
}
