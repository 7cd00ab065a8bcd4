import type { TFunction } from "i18next"
import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { pageTranslator } from "../../i18n/translator"
import { localizePath } from "../../lib/paths"
import { sitePathname } from "../../lib/site-path"
import BlogLayout from "../BlogLayout"
import BlogPostCard from "../BlogPostCard"
import Link from "../Link"
import Paginator from "../Paginator"
import BlogHead from "./BlogHead"
import * as styles from "./styles.module.css"

export interface BlogListContext extends BasePageContext {
  kind: "list" | "tag" | "author"
  newer: string | null
  older: string | null
  page?: number
  pageCount?: number
}

function heading(data: Queries.BlogListPageQuery, context: BlogListContext, t: TFunction): string {
  const count = data.posts.nodes.length
  if (context.kind === "tag" && data.tag) return t("blog.tag.heading", { count, tag: data.tag.label })
  if (context.kind === "author" && data.author) return t("blog.author.heading", { name: data.author.name })
  return context.page && context.page > 1
    ? t("blog.list.pageTitle", { page: context.page, count: context.pageCount ?? 1 })
    : t("blog.title")
}

/** The post list, a tag's posts, or an author's posts. */
export default function BlogListPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const { t } = useTranslation()
  const { kind } = pageContext
  const { tag, author } = data
  const posts = data.posts.nodes
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <header className={styles.header}>
        {kind === "author" && author?.imageUrl && (
          <img src={author.imageUrl} alt="" width="72" height="72" className={styles.avatar} />
        )}
        <h1>{heading(data, pageContext, t)}</h1>
        {kind === "list" && <p className={styles.lead}>{t("blog.description")}</p>}
        {kind === "tag" && tag?.description && <p className={styles.lead}>{tag.description}</p>}
        {kind === "tag" && (
          <p>
            <Link to={localizePath("/blog/tags", pageContext.locale)} localized>
              {t("blog.tags.viewAll")}
            </Link>
          </p>
        )}
        {kind === "author" && author && (
          <p className={styles.lead}>
            {author.title}
            {author.url && (
              <>
                {" · "}
                <Link to={author.url} showExternalIcon>
                  {author.url.replace(/^https?:\/\//, "")}
                </Link>
              </>
            )}
            {" · "}
            {t("blog.author.postCount", { count: posts.length })}
          </p>
        )}
        {kind === "list" && (
          <p className={styles.links}>
            <Link to={localizePath("/blog/archive", pageContext.locale)} localized>
              {t("blog.archive.title")}
            </Link>
            <Link to={localizePath("/blog/tags", pageContext.locale)} localized>
              {t("blog.tags.title")}
            </Link>
            <Link to={localizePath("/blog/authors", pageContext.locale)} localized>
              {t("blog.authors.title")}
            </Link>
            <Link to={localizePath("/blog/rss.xml", pageContext.locale)} localized>
              RSS
            </Link>
            <Link to={localizePath("/blog/atom.xml", pageContext.locale)} localized>
              Atom
            </Link>
          </p>
        )}
      </header>
      {posts.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
      <Paginator
        previous={pageContext.newer ? { label: t("blog.list.newer"), href: pageContext.newer } : null}
        next={pageContext.older ? { label: t("blog.list.older"), href: pageContext.older } : null}
        previousLabel=""
        nextLabel=""
        ariaLabel={t("blog.list.paginatorLabel")}
      />
    </BlogLayout>
  )
}

export function BlogListHead({ data, pageContext, location }: HeadProps<Queries.BlogListPageQuery, BlogListContext>) {
  const t = pageTranslator(pageContext.locale, data)
  const description =
    pageContext.kind === "tag"
      ? data.tag?.description
      : pageContext.kind === "author"
        ? data.author?.title
        : t("blog.description")
  return (
    <BlogHead
      locale={pageContext.locale}
      t={t}
      pathname={location.pathname}
      title={heading(data, pageContext, t)}
      description={description}
    />
  )
}
