import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useT } from "../../i18n/LocaleContext"
import { translatorFor } from "../../i18n/translate"
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
  const t = useT()
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

export function BlogTagsHead({ pageContext, location }: HeadProps<object, TagsContext>) {
  const t = translatorFor(pageContext.locale, pageContext.messages)
  return <BlogHead locale={pageContext.locale} messages={pageContext.messages} pathname={location.pathname} title={t("blog.tags.title")} />
}
