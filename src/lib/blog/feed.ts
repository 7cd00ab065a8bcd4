// RSS 2.0 and Atom 1.0 feeds of the blog, one pair per locale, with absolute URLs.
import { Feed } from "feed"
import { xmlText } from "../seo/xml"

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

/** Text for the fields the feed marks as HTML (Atom's type="html", RSS descriptions): markup characters escaped. */
function htmlText(value: string): string {
  return xmlText(value).replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!)
}

function buildFeed(info: FeedInfo, posts: FeedPost[], format: "rss" | "atom"): Feed {
  const feed = new Feed({
    id: info.blogUrl,
    link: info.blogUrl,
    title: xmlText(info.title),
    description: xmlText(info.description),
    language: info.language,
    copyright: xmlText(info.copyright),
    // The newest post's date, not the build time: an unchanged blog gives an unchanged feed.
    updated: new Date(posts[0]?.date ?? 0),
    generator: info.siteUrl,
    feedLinks: { rss: info.feedUrl, atom: info.feedUrl },
  })
  for (const post of posts) {
    feed.addItem({
      // RSS titles are plain text; Atom's are marked as HTML by the library.
      title: format === "atom" ? htmlText(post.title) : xmlText(post.title),
      id: post.url,
      link: post.url,
      date: new Date(post.date),
      description: htmlText(post.description),
      // RSS 2.0 names an author only with an email address, which authors.json does not have:
      // the library leaves them out of RSS, and Atom lists them.
      author: post.authors.map((name) => ({ name: xmlText(name) })),
      category: post.categories.map((name) => ({ name: xmlText(name), term: xmlText(name) })),
    })
  }
  return feed
}

export function rssFeed(info: FeedInfo, posts: FeedPost[]): string {
  return buildFeed(info, posts, "rss").rss2()
}

export function atomFeed(info: FeedInfo, posts: FeedPost[]): string {
  return buildFeed(info, posts, "atom").atom1()
}
