import React from "react"
import { withPrefix } from "gatsby"
import { defaultLocale, localeCodes, locales, type Locale } from "../../config/locales"
import { siteConfig } from "../../config/site"
import type { TFunction } from "i18next"
import { localizePath, splitLocale } from "../../lib/paths"
import type { SearchPageMeta } from "../../lib/search/page-meta"
import { openSearchPath } from "../../lib/seo/files"
import { sitePathname } from "../../lib/site-path"

export interface SeoProps {
  locale: Locale
  /** The page's strings (pageTranslator over its query's Locale nodes). */
  t: TFunction
  /** Site path of the page, with or without the deployment prefix. */
  pathname: string
  /** Page title, shown before the site title; the site title alone when omitted. */
  title?: string | null
  description?: string | null
  noindex?: boolean
  /** Not-found pages have no canonical URL and no alternates. */
  isNotFound?: boolean
  /** Marks the page for the search index (docs, category pages, blog posts). */
  search?: SearchPageMeta | null
  /** Open Graph type: 'article' for docs and blog posts. */
  type?: "website" | "article"
  children?: React.ReactNode
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${withPrefix(path)}`
}

/** The image social sites show for every page (scripts/social-image.mjs makes it). */
export const socialImage = { path: "/img/social-card.png", width: 1200, height: 630 }

const ogLocale = (code: Locale) => locales[code].htmlLang.replace("-", "_")

/** Everything in <head>: title, description, canonical and hreflang alternates, social tags. */
export default function Seo({
  locale,
  t,
  pathname,
  title,
  description,
  noindex,
  isNotFound,
  search,
  type = "website",
  children,
}: SeoProps) {
  const siteTitle = t("site.title")
  const fullTitle = title ? `${title} ${siteConfig.titleDelimiter} ${siteTitle}` : siteTitle
  const metaDescription = description || t("site.description")
  const { path } = splitLocale(sitePathname(pathname))
  const canonical = absoluteUrl(localizePath(path, locale))
  const imageUrl = absoluteUrl(socialImage.path)
  const imageAlt = t("seo.image.alt")
  return (
    <>
      <html lang={locales[locale].htmlLang} dir={locales[locale].direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {(noindex || isNotFound) && <meta name="robots" content="noindex" />}
      {!isNotFound && <link rel="canonical" href={canonical} />}
      {!isNotFound &&
        localeCodes.map((code) => (
          <link
            key={code}
            rel="alternate"
            hrefLang={locales[code].htmlLang}
            href={absoluteUrl(localizePath(path, code))}
          />
        ))}
      {!isNotFound && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localizePath(path, defaultLocale))} />
      )}
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {!isNotFound &&
        localeCodes
          .filter((code) => code !== locale)
          .map((code) => <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />)}
      {!isNotFound && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(socialImage.width)} />
      <meta property="og:image:height" content={String(socialImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {search && !noindex && !isNotFound && (
        <>
          <meta name="docsearch:language" content={locale} />
          <meta name="docsearch:docusaurus_tag" content={search.tag} />
          <meta name="docsearch:lvl0" content={search.lvl0} />
        </>
      )}
      <link
        rel="search"
        type="application/opensearchdescription+xml"
        title={t("seo.openSearch.shortName")}
        href={withPrefix(openSearchPath(locale))}
      />
      {children}
    </>
  )
}
