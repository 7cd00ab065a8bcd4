import React from "react"
import { withPrefix } from "gatsby"
import { defaultLocale, localeCodes, locales, type Locale } from "../../config/locales"
import { siteConfig } from "../../config/site"
import { translatorFor, type Messages } from "../../i18n/translate"
import { localizePath, splitLocale } from "../../lib/paths"
import type { SearchPageMeta } from "../../lib/search/page-meta"
import { sitePathname } from "../../lib/site-path"

export interface SeoProps {
  locale: Locale
  messages: Messages
  /** Site path of the page, with or without the deployment prefix. */
  pathname: string
  /** Page title; the site title alone when omitted (home page). */
  title?: string | null
  description?: string | null
  noindex?: boolean
  /** Not-found pages have no canonical URL and no alternates. */
  isNotFound?: boolean
  /** Marks the page for the search index (docs, category pages, blog posts). */
  search?: SearchPageMeta | null
  children?: React.ReactNode
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${withPrefix(path)}`
}

/** Everything in <head>: title, description, canonical and hreflang alternates, social tags. */
export default function Seo({ locale, messages, pathname, title, description, noindex, isNotFound, search, children }: SeoProps) {
  const t = translatorFor(locale, messages)
  const siteTitle = t("site.title")
  const fullTitle = title ? `${title} ${siteConfig.titleDelimiter} ${siteTitle}` : siteTitle
  const metaDescription = description || t("site.description")
  const { path } = splitLocale(sitePathname(pathname))
  const canonical = absoluteUrl(localizePath(path, locale))
  return (
    <>
      <html lang={locales[locale].htmlLang} dir={locales[locale].direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {(noindex || isNotFound) && <meta name="robots" content="noindex" />}
      {!isNotFound && <link rel="canonical" href={canonical} />}
      {!isNotFound &&
        localeCodes.map((code) => <link key={code} rel="alternate" hrefLang={locales[code].htmlLang} href={absoluteUrl(localizePath(path, code))} />)}
      {!isNotFound && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localizePath(path, defaultLocale))} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={locales[locale].htmlLang.replace("-", "_")} />
      {!isNotFound && <meta property="og:url" content={canonical} />}
      <meta name="twitter:card" content="summary" />
      {search && !noindex && !isNotFound && (
        <>
          <meta name="docsearch:language" content={locale} />
          <meta name="docsearch:docusaurus_tag" content={search.tag} />
          <meta name="docsearch:lvl0" content={search.lvl0} />
        </>
      )}
      <link rel="icon" href={withPrefix("/img/favicon.svg")} type="image/svg+xml" />
      {children}
    </>
  )
}
