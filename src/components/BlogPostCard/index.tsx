import React from "react"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import type { PostCard } from "../../lib/blog/types"
import BlogPostHeader from "../BlogPostHeader"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** A post in a list: its header, the excerpt up to the truncate marker, and 'Read more'. */
export default function BlogPostCard({ post }: { post: PostCard }) {
  const { t } = useTranslation()
  return (
    <article className={styles.card}>
      <BlogPostHeader
        title={post.title}
        href={post.href}
        date={post.date}
        readingTime={post.readingTime}
        authors={post.authors}
        tags={post.tags}
      />
      {post.excerpt.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {post.truncated && (
        <p>
          <Link
            to={post.href}
            localized
            className={styles.more}
            aria-label={t("blog.readMoreAbout", { title: post.title })}
          >
            {t("blog.readMore")}
          </Link>
        </p>
      )}
    </article>
  )
}

export const fragment = graphql`
  fragment BlogPostCard on BlogPost {
    title
    href
    date
    readingTime
    excerpt
    truncated
    authors: authorEntries {
      ...BlogAuthorView
    }
    tags: tagEntries {
      ...BlogTagView
    }
  }
`
