import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { pageTranslator } from "../../i18n/translator"
import { groupByYear } from "../../lib/blog/archive"
import FormattedDate from "../FormattedDate"
import { sitePathname } from "../../lib/site-path"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import Link from "../Link"

/** Every post, grouped by year. */
export default function BlogArchivePage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogArchivePageQuery, BasePageContext>) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <h1>{t("blog.archive.title")}</h1>
      <p>{t("blog.archive.description")}</p>
      {groupByYear([...data.posts.nodes]).map((group) => (
        <section key={group.year} aria-labelledby={`archive-${group.year}`}>
          <h2 id={`archive-${group.year}`}>{group.year}</h2>
          <ul className="prose-links">
            {group.posts.map((post) => (
              <li key={post.href}>
                <FormattedDate value={post.date} locale={locale} /> –{" "}
                <Link to={post.href} localized>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  )
}

export function BlogArchiveHead({
  data,
  pageContext,
  location,
}: HeadProps<Queries.BlogArchivePageQuery, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return (
    <BlogHead
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={t("blog.archive.title")}
      description={t("blog.archive.description")}
    />
  )
}
