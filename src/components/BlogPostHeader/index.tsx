import React from "react"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import type { AuthorView, TagView } from "../../lib/blog/types"
import FormattedDate from "../FormattedDate"
import Link from "../Link"
import * as styles from "./styles.module.css"

interface Props {
  title: string
  /** Link the title (in lists); on the post page it is the h1. */
  href?: string
  date: string
  readingTime: number
  authors: readonly AuthorView[]
  tags: readonly TagView[]
}

/** Title, date, reading time, authors and tags of a post. */
export default function BlogPostHeader({ title, href, date, readingTime, authors, tags }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <header className={styles.header}>
      {href ? (
        <h2 className={styles.listTitle}>
          <Link to={href} localized>
            {title}
          </Link>
        </h2>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      <p className={styles.meta}>
        <FormattedDate value={date} locale={locale} />
        <span aria-hidden="true"> · </span>
        <span>{t("blog.readingTime", { count: readingTime })}</span>
      </p>
      {authors.length > 0 && (
        <ul className={styles.authors} aria-label={t("blog.authorsLabel")}>
          {authors.map((author) => (
            <li key={author.id} className={styles.author}>
              {author.imageUrl && <img src={author.imageUrl} alt="" width="40" height="40" className={styles.avatar} />}
              <span>
                <Link to={author.href} localized className={styles.authorName}>
                  {author.name}
                </Link>
                {author.title && <small className={styles.authorTitle}>{author.title}</small>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t("blog.tagsLabel")}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link to={tag.href} localized className={styles.tag}>
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}

export const fragments = graphql`
  fragment BlogAuthorView on BlogAuthor {
    id: authorId
    name
    title
    url
    imageUrl
    href
  }
  fragment BlogTagView on BlogTag {
    id: tagId
    label
    href
    description
  }
`
