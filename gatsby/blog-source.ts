// Turns content/blog/<date>-<slug>/index.<locale>.mdx into BlogPost nodes, checking that every
// author and tag id exists in authors.json / tags.json, and those two files into one BlogAuthor
// and one BlogTag node per locale, which posts link to.
import fs from "node:fs"
import path from "node:path"
import type { Node, NodePluginArgs } from "gatsby"
import { isLocale, localeCodes, type Locale } from "../src/config/locales"
import { blogPath } from "../src/lib/blog/paths"
import { localized } from "../src/lib/docs/localized"
import { excerpt, parsePost, readingTime } from "../src/lib/blog/text"

export const blogRoot = path.resolve("content/blog")

type Localized = Record<string, string>
export interface AuthorEntry {
  name: Localized
  title?: Localized
  url?: string
  image_url?: string
}
export interface TagEntry {
  label: Localized
  permalink: string
  description?: Localized
}

export function readBlogMeta(root = blogRoot): {
  authors: Record<string, AuthorEntry>
  tags: Record<string, TagEntry>
} {
  const read = <T>(name: string): Record<string, T> => {
    const file = path.join(root, name)
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, T>) : {}
  }
  return { authors: read<AuthorEntry>("authors.json"), tags: read<TagEntry>("tags.json") }
}

/** Joins an author or tag id with a locale: the key posts link their BlogAuthor / BlogTag by. */
export const localeKey = (locale: string, id: string) => `${locale}/${id}`

/** One BlogAuthor and one BlogTag node per entry and locale, resolved for that locale. */
export function createBlogMetaNodes(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">,
  root = blogRoot,
) {
  const { authors, tags } = readBlogMeta(root)
  const create = (type: string, fields: { key: string } & Record<string, unknown>) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type} ${fields.key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    })
  for (const locale of localeCodes) {
    const pick = (value: Localized | undefined) => localized(value, locale)
    Object.entries(authors).forEach(([id, author], position) => {
      create("BlogAuthor", {
        key: localeKey(locale, id),
        authorId: id,
        locale,
        position,
        name: pick(author.name),
        title: pick(author.title),
        url: author.url ?? null,
        imageUrl: author.image_url ?? null,
        href: blogPath(locale, `/authors/${id}`),
      })
    })
    for (const [id, tag] of Object.entries(tags)) {
      create("BlogTag", {
        key: localeKey(locale, id),
        tagId: id,
        locale,
        label: pick(tag.label),
        description: pick(tag.description) || null,
        href: blogPath(locale, `/tags/${tag.permalink}`),
      })
    }
  }
}

/** '2026-08-25-tidas-cli-0-2-0/index.ja.mdx' -> { date: '2026-08-25', slug: 'tidas-cli-0-2-0', locale: 'ja' } */
export function parsePostPath(relativePath: string): { date: string | null; slug: string; locale: string } | null {
  const match = relativePath.replace(/\\/g, "/").match(/^(?:(\d{4}-\d{2}-\d{2})-)?([^/]+)\/index\.([A-Za-z-]+)\.mdx$/)
  return match ? { date: match[1] ?? null, slug: match[2], locale: match[3] } : null
}

function isoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10)
  return null
}

interface MdxNode extends Node {
  body: string
  frontmatter?: Record<string, unknown>
  internal: Node["internal"] & { contentFilePath: string }
}

export function createBlogPostNode(
  node: MdxNode,
  file: { relativePath: string; absolutePath: string },
  {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
    getNode,
  }: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter" | "getNode">,
) {
  const where = `content/blog/${file.relativePath}`
  const parsed = parsePostPath(file.relativePath)
  if (!parsed || !isLocale(parsed.locale)) {
    reporter.panicOnBuild(
      `${where}: posts are content/blog/<yyyy-mm-dd>-<slug>/index.<locale>.mdx with a known locale (see content/README.md).`,
    )
    return
  }
  const fm = node.frontmatter ?? {}
  const date = isoDate(fm.date) ?? parsed.date
  if (typeof fm.title !== "string" || !date) {
    reporter.panicOnBuild(`${where}: front matter needs a title and a date (YYYY-MM-DD).`)
    return
  }
  const { authors, tags } = readBlogMeta()
  const authorIds = Array.isArray(fm.authors) ? fm.authors.map(String) : []
  const tagIds = Array.isArray(fm.tags) ? fm.tags.map(String) : []
  const unknownAuthors = authorIds.filter((id) => !authors[id])
  const unknownTags = tagIds.filter((id) => !tags[id])
  if (unknownAuthors.length)
    reporter.panicOnBuild(
      `${where}: unknown author id(s) ${unknownAuthors.join(", ")}; add them to content/blog/authors.json.`,
    )
  if (unknownTags.length)
    reporter.panicOnBuild(`${where}: unknown tag id(s) ${unknownTags.join(", ")}; add them to content/blog/tags.json.`)
  let tree: ReturnType<typeof parsePost>
  try {
    tree = parsePost(node.body)
  } catch (error) {
    reporter.panicOnBuild(`${where}: ${(error as Error).message}`)
    return
  }
  const summary = excerpt(tree)
  const fields = {
    slug: parsed.slug,
    locale: parsed.locale,
    title: fm.title,
    date,
    description: typeof fm.description === "string" ? fm.description : (summary.paragraphs[0] ?? ""),
    href: blogPath(parsed.locale as Locale, `/${parsed.slug}`),
    authors: authorIds,
    tags: tagIds,
    authorKeys: authorIds.map((id) => localeKey(parsed.locale, id)),
    tagKeys: tagIds.map((id) => localeKey(parsed.locale, id)),
    image: typeof fm.image === "string" ? fm.image : null,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    readingTime: readingTime(tree),
    excerpt: summary.paragraphs,
    truncated: summary.truncated,
    sourcePath: path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/"),
    contentFilePath: node.internal.contentFilePath,
    body: node.body,
  }
  const id = createNodeId(`BlogPost ${node.id}`)
  actions.createNode({
    ...fields,
    id,
    parent: node.id,
    children: [],
    internal: { type: "BlogPost", contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: node, child: getNode(id)! })
}
