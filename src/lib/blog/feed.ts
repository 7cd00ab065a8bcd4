// RSS 2.0 and Atom 1.0 feeds of the blog, one pair per locale, with absolute URLs.

export interface FeedPost {
  title: string
  url: string
  date: string
  description: string
  authors: string[]
  categories: string[]
}

export interface FeedInfo {
  title: string
  description: string
  siteUrl: string
  feedUrl: string
  blogUrl: string
  language: string
  copyright: string
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!)
}

export function rssFeed(info: FeedInfo, posts: FeedPost[]): string {
  const items = posts
    .map(
      (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(post.url)}</link>
      <guid isPermaLink="true">${escapeXml(post.url)}</guid>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <description>${escapeXml(post.description)}</description>
${post.authors.map((author) => `      <dc:creator>${escapeXml(author)}</dc:creator>`).join("\n")}
${post.categories.map((category) => `      <category>${escapeXml(category)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n")
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.blogUrl)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>${escapeXml(info.language)}</language>
    <copyright>${escapeXml(info.copyright)}</copyright>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
${posts[0] ? `    <lastBuildDate>${new Date(posts[0].date).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`
}

export function atomFeed(info: FeedInfo, posts: FeedPost[]): string {
  const updated = posts[0] ? new Date(posts[0].date).toISOString() : new Date(0).toISOString()
  const entries = posts
    .map(
      (post) => `  <entry>
    <title>${escapeXml(post.title)}</title>
    <id>${escapeXml(post.url)}</id>
    <link href="${escapeXml(post.url)}"/>
    <updated>${new Date(post.date).toISOString()}</updated>
    <summary>${escapeXml(post.description)}</summary>
${post.authors.map((author) => `    <author><name>${escapeXml(author)}</name></author>`).join("\n")}
${post.categories.map((category) => `    <category term="${escapeXml(category)}"/>`).join("\n")}
  </entry>`,
    )
    .join("\n")
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">
  <id>${escapeXml(info.blogUrl)}</id>
  <title>${escapeXml(info.title)}</title>
  <subtitle>${escapeXml(info.description)}</subtitle>
  <link href="${escapeXml(info.blogUrl)}"/>
  <link rel="self" href="${escapeXml(info.feedUrl)}"/>
  <updated>${updated}</updated>
  <rights>${escapeXml(info.copyright)}</rights>
${entries}
</feed>
`
}
