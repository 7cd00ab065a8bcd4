import React from "react"
import { MDXProvider } from "@mdx-js/react"
import type { HeadProps, PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { sitePathname } from "../../lib/site-path"
import { jsonLd } from "../../lib/structured-data"
import { pageTranslator } from "../../i18n/translator"
import { blogSearchTag } from "../../lib/search/page-meta"
import BlogHead from "../BlogListPage/BlogHead"
import BlogLayout from "../BlogLayout"
import BlogPostHeader from "../BlogPostHeader"
import DocBanner from "../DocBanner"
import MDXComponents from "../MDXComponents"
import Paginator from "../Paginator"
import Seo, { absoluteUrl, socialImage } from "../Seo"
import StaticHtml from "../StaticHtml"

type BlogPostData = Queries.BlogPostPageQuery

export interface BlogPostContext extends BasePageContext {
  id: string
  /** The text uses a component that needs hydrating (lib/docs/live-components.ts). */
  liveBody?: boolean
}

export default function BlogPostPage({
  data,
  pageContext,
  location,
  children,
}: PageProps<BlogPostData, BlogPostContext>) {
  const { t } = useTranslation()
  const post = data.blogPost!
  return (
    <BlogLayout sidebar={pageContext.sidebar ?? []} currentPath={sitePathname(location.pathname)}>
      <article>
        {post.draft && <DocBanner kind="draft" />}
        {post.unlisted && <DocBanner kind="unlisted" />}
        <StaticHtml>
          <BlogPostHeader
            title={post.title}
            date={post.date}
            readingTime={post.readingTime}
            authors={post.authors}
            tags={post.tags}
          />
        </StaticHtml>
        <StaticHtml live={pageContext.liveBody} className="markdown">
          <MDXProvider components={MDXComponents}>{children}</MDXProvider>
        </StaticHtml>
      </article>
      <Paginator
        previous={data.newer}
        next={data.older}
        previousLabel={t("blog.post.newer")}
        nextLabel={t("blog.post.older")}
        ariaLabel={t("blog.post.paginatorLabel")}
      />
    </BlogLayout>
  )
}

export function BlogPostHead({ data, pageContext, location }: HeadProps<BlogPostData, BlogPostContext>) {
  const post = data.blogPost
  if (!post)
    return <Seo locale={pageContext.locale} t={pageTranslator(pageContext.locale, data)} pathname={location.pathname} />
  const url = absoluteUrl(sitePathname(location.pathname))
  const structured = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url,
    inLanguage: pageContext.locale,
    image: absoluteUrl(socialImage.path),
    author: post.authors.map((author) => ({
      "@type": "Organization",
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
    })),
  }
  return (
    <BlogHead
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={post.title}
      description={post.description}
      noindex={post.unlisted || post.draft}
      search={{ tag: blogSearchTag, lvl0: pageTranslator(pageContext.locale, data)("blog.title") }}
      type="article"
    >
      <meta property="article:published_time" content={post.date} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
    </BlogHead>
  )
}
