import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { pageTranslator } from "../../i18n/translator"
import { sitePathname } from "../../lib/site-path"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** Everyone who wrote for the blog, with their number of posts. */
export default function BlogAuthorsPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogAuthorsPageQuery, BasePageContext>) {
  const { t } = useTranslation()
  const counts = new Map(data.posts.group.map((group) => [group.fieldValue, group.totalCount]))
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <h1>{t("blog.authors.title")}</h1>
      <ul className={styles.list}>
        {data.authors.nodes.map((author) => (
          <li key={author.id} className={styles.author}>
            {author.imageUrl && <img src={author.imageUrl} alt="" width="56" height="56" className={styles.avatar} />}
            <div>
              <Link to={author.href} localized className={styles.name}>
                {author.name}
              </Link>
              <p className={styles.meta}>
                {author.title} · {t("blog.author.postCount", { count: counts.get(author.id) ?? 0 })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function BlogAuthorsHead({
  data,
  pageContext,
  location,
}: HeadProps<Queries.BlogAuthorsPageQuery, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return (
    <BlogHead
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={t("blog.authors.title")}
    />
  )
}
