import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { pageTranslator, type LocaleData } from "../../i18n/translator"
import type { TagView } from "../../lib/blog/types"
import { sitePathname } from "../../lib/site-path"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import Link from "../Link"

interface TagsContext extends BasePageContext {
  tags: Array<TagView & { count: number }>
}

/** All tags with how many posts carry each. */
export default function BlogTagsPage({ pageContext, location }: PageProps<object, TagsContext>) {
  const { t } = useTranslation()
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <h1>{t("blog.tags.title")}</h1>
      <ul className="prose-links">
        {pageContext.tags.map((tag) => (
          <li key={tag.id}>
            <Link to={tag.href} localized>
              {tag.label}
            </Link>{" "}
            <span>({t("blog.tags.count", { count: tag.count })})</span>
            {tag.description && <p>{tag.description}</p>}
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function BlogTagsHead({ data, pageContext, location }: HeadProps<LocaleData, TagsContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return <BlogHead locale={pageContext.locale} t={pageTranslator(pageContext.locale, data)} pathname={location.pathname} title={t("blog.tags.title")} />
}
