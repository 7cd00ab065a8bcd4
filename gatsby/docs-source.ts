// Turns content/docs MDX files into Doc nodes and _category_.json files into DocCategory nodes.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import { isLocale } from "../src/config/locales"
import { createBlogMetaNodes, createBlogPostNode } from "./blog-source"
import { readReleasedVersions, versionedDocsRoot } from "./versions"

export const docsRoot = path.resolve("content/docs")

interface MdxNode extends Node {
  body: string
  frontmatter?: Record<string, unknown>
  internal: Node["internal"] & { contentFilePath: string }
}

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

/** 'faq/glossary.ja.mdx' -> { docId: 'faq/glossary', locale: 'ja' } */
export function parseDocFileName(relativePath: string): { docId: string; locale: string } | null {
  const match = relativePath.replace(/\\/g, "/").match(/^(.+)\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?)\.mdx$/)
  return match ? { docId: match[1], locale: match[2] } : null
}

function lastUpdated(file: string): string {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cI", "--", file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim()
    if (date) return date
  } catch {
    // Not a git checkout: fall back to the file's own time below.
  }
  return fs.statSync(file).mtime.toISOString()
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== "Mdx" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (file?.sourceInstanceName === "blog") {
    createBlogPostNode(node as MdxNode, file, { actions, createNodeId, createContentDigest, reporter, getNode })
    return
  }
  if (!file || (file.sourceInstanceName !== "docs" && file.sourceInstanceName !== "versioned_docs")) return
  const mdx = node as MdxNode
  // content/versioned_docs/version-1.0.0/intro.ja.mdx belongs to version 1.0.0.
  let version = "current"
  let relativePath = file.relativePath
  if (file.sourceInstanceName === "versioned_docs") {
    const match = relativePath.match(/^version-([^/]+)\/(.+)$/)
    if (!match) {
      reporter.panicOnBuild(
        `content/versioned_docs/${file.relativePath}: versioned docs live in content/versioned_docs/version-<name>/.`,
      )
      return
    }
    version = match[1]
    relativePath = match[2]
  }
  const parsed = parseDocFileName(relativePath)
  if (!parsed || !isLocale(parsed.locale)) {
    reporter.panicOnBuild(
      `content/docs/${file.relativePath}: doc files are named <doc-id>.<locale>.mdx with a known locale (see content/README.md).`,
    )
    return
  }
  const fm = mdx.frontmatter ?? {}
  if (typeof fm.title !== "string" || !fm.title.trim()) {
    reporter.panicOnBuild(`content/docs/${file.relativePath}: front matter needs a title.`)
    return
  }
  const dir = path.posix.dirname(parsed.docId)
  const slug =
    typeof fm.slug === "string" && fm.slug ? fm.slug.replace(/^\/+|\/+$/g, "") : path.posix.basename(parsed.docId)
  const fields = {
    docId: parsed.docId,
    locale: parsed.locale,
    version,
    title: fm.title,
    description: typeof fm.description === "string" ? fm.description : null,
    sidebarLabel: typeof fm.sidebar_label === "string" ? fm.sidebar_label : null,
    sidebarPosition: typeof fm.sidebar_position === "number" ? fm.sidebar_position : null,
    route: dir === "." ? slug : `${dir}/${slug}`,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    tags: Array.isArray(fm.tags) ? fm.tags.map(String) : [],
    tocMinLevel: typeof fm.toc_min_heading_level === "number" ? fm.toc_min_heading_level : 2,
    tocMaxLevel: typeof fm.toc_max_heading_level === "number" ? fm.toc_max_heading_level : 3,
    hideTableOfContents: fm.hide_table_of_contents === true,
    sourcePath: path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/"),
    contentFilePath: mdx.internal.contentFilePath,
    lastUpdated: lastUpdated(file.absolutePath),
    body: mdx.body,
  }
  actions.createNode({
    ...fields,
    id: createNodeId(`Doc ${mdx.id}`),
    parent: mdx.id,
    children: [],
    internal: { type: "Doc", contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: node, child: getNode(createNodeId(`Doc ${mdx.id}`))! })
}

interface CategoryFile {
  label?: Record<string, string>
  position?: number
  collapsible?: boolean
  collapsed?: boolean
  link?: { type?: string; slug?: string; description?: Record<string, string> }
  links?: Array<{
    position?: number
    href: string
    label: Record<string, string>
    description?: Record<string, string>
  }>
}

export function readCategories(root = docsRoot): Array<{ dirPath: string; file: string; data: CategoryFile }> {
  const out: Array<{ dirPath: string; file: string; data: CategoryFile }> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "_category_.json") {
        const dirPath = path.relative(root, dir).split(path.sep).join("/")
        out.push({ dirPath, file: full, data: JSON.parse(fs.readFileSync(full, "utf8")) as CategoryFile })
      }
    }
  }
  walk(root)
  return out
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const roots = [{ version: "current", root: docsRoot }]
  for (const version of readReleasedVersions())
    roots.push({ version, root: path.join(versionedDocsRoot, `version-${version}`) })
  for (const { version, root } of roots) {
    if (!fs.existsSync(root)) {
      reporter.panicOnBuild(`versions.json lists a version whose docs are missing: ${root}`)
      continue
    }
    createCategoryNodes(version, root, { actions, createNodeId, createContentDigest, reporter })
  }
  createBlogMetaNodes({ actions, createNodeId, createContentDigest })
}

function createCategoryNodes(
  version: string,
  root: string,
  {
    actions,
    createNodeId,
    createContentDigest,
    reporter,
  }: Pick<
    Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0],
    "actions" | "createNodeId" | "createContentDigest" | "reporter"
  >,
) {
  for (const { dirPath, file, data } of readCategories(root)) {
    if (!data.label) reporter.panicOnBuild(`${file}: a category needs a label per locale.`)
    const fields = {
      version,
      dirPath,
      label: data.label ?? {},
      position: data.position ?? null,
      collapsible: data.collapsible !== false,
      collapsed: data.collapsed === true,
      slug: data.link?.type === "generated-index" ? (data.link.slug ?? dirPath.replace(/\//g, "-")) : null,
      description: data.link?.description ?? null,
      links: (data.links ?? []).map((link) => ({
        position: link.position ?? null,
        href: link.href,
        label: link.label,
        description: link.description ?? null,
      })),
    }
    actions.createNode({
      ...fields,
      id: createNodeId(`DocCategory ${version} ${dirPath}`),
      internal: { type: "DocCategory", contentDigest: createContentDigest(fields) },
    })
  }
}
