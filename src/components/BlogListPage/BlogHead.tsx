import React from "react"
import { withPrefix } from "gatsby"
import type { Locale } from "../../config/locales"
import { translatorFor } from "../../i18n/translate"
import { localizePath } from "../../lib/paths"
import type { SearchPageMeta } from "../../lib/search/page-meta"
import Seo from "../Seo"

/** Head of every blog page: the page's title and description plus the locale's feeds. */
export default function BlogHead({ locale, messages, pathname, title, description, noindex, search, type, children }: { locale: Locale; messages: Record<string, string>; pathname: string; title: string; description?: string | null; noindex?: boolean; search?: SearchPageMeta; type?: "website" | "article"; children?: React.ReactNode }) {
  const t = translatorFor(locale, messages)
  return (
    <Seo locale={locale} messages={messages} pathname={pathname} title={title} description={description} noindex={noindex} search={search} type={type}>
      <link rel="alternate" type="application/rss+xml" title={`${t("blog.title")} (RSS)`} href={withPrefix(localizePath("/blog/rss.xml", locale))} />
      <link rel="alternate" type="application/atom+xml" title={`${t("blog.title")} (Atom)`} href={withPrefix(localizePath("/blog/atom.xml", locale))} />
      {children}
    </Seo>
  )
}
