import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { pageTranslator } from "../../i18n/translator"
import { sitePathname } from "../../lib/site-path"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import Link from "../Link"

/** All tags with how many posts carry each, in the alphabetical order of the page's language. */
export default function BlogTagsPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogTagsPageQuery, BasePageContext>) {
  const { t } = useTranslation()
  const locale = useLocale()
  const counts = new Map(data.posts.group.map((group) => [group.fieldValue, group.totalCount]))
  const tags = [...data.tags.nodes].sort((a, b) => a.label.localeCompare(b.label, locale))
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <h1>{t("blog.tags.title")}</h1>
      <ul className="prose-links">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={tag.href} localized>
              {tag.label}
            </Link>{" "}
            <span>({t("blog.tags.count", { count: counts.get(tag.id) ?? 0 })})</span>
            {tag.description && <p>{tag.description}</p>}
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function BlogTagsHead({ data, pageContext, location }: HeadProps<Queries.BlogTagsPageQuery, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return (
    <BlogHead
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={t("blog.tags.title")}
    />
  )
}
