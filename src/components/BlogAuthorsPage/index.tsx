import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useT } from "../../i18n/LocaleContext"
import { translatorFor } from "../../i18n/translate"
import type { AuthorView } from "../../lib/blog/types"
import { sitePathname } from "../../lib/site-path"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import Link from "../Link"
import * as styles from "./styles.module.css"

interface AuthorsContext extends BasePageContext {
  authors: Array<AuthorView & { count: number }>
}

/** Everyone who wrote for the blog, with their number of posts. */
export default function BlogAuthorsPage({ pageContext, location }: PageProps<object, AuthorsContext>) {
  const t = useT()
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <h1>{t("blog.authors.title")}</h1>
      <ul className={styles.list}>
        {pageContext.authors.map((author) => (
          <li key={author.id} className={styles.author}>
            {author.imageUrl && <img src={author.imageUrl} alt="" width="56" height="56" className={styles.avatar} />}
            <div>
              <Link to={author.href} localized className={styles.name}>
                {author.name}
              </Link>
              <p className={styles.meta}>
                {author.title} · {t("blog.author.postCount", { count: author.count })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export function BlogAuthorsHead({ pageContext, location }: HeadProps<object, AuthorsContext>) {
  const t = translatorFor(pageContext.locale, pageContext.messages)
  return <BlogHead locale={pageContext.locale} messages={pageContext.messages} pathname={location.pathname} title={t("blog.authors.title")} />
}
