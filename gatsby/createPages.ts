// Creates every page of the site, in every locale: queries the content once, checks it (navbar,
// docs in every locale, internal links), then hands Gatsby the pages of each page builder.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localeCodes } from "../src/config/locales"
import { siteConfig } from "../src/config/site"
import { checkDocLinks } from "../src/lib/docs/links"
import { resolveVersions } from "../src/lib/docs/versions"
import { findInvalidNavbarItems } from "../src/lib/navbar"
import { loadClassLists, writeClassData } from "./classifications"
import { blogPages } from "./createBlogPages"
import { docsPages } from "./createDocsPages"
import { searchPages } from "./createSearchPages"
import { homePages, notFoundPages } from "./createSitePages"
import type { CategoryNode, DocNode, PageBuilder, PagesQuery, SiteContent } from "./pages"
import { buildExplorerTrees, writeExplorerData } from "./schema-explorer"
import { bundleZipPath, schemaFiles } from "./schemas"
import { readReleasedVersions } from "./versions"

type Reporter = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["reporter"]

/** One builder per page family. */
export const pageBuilders: PageBuilder[] = [docsPages, blogPages, searchPages, homePages, notFoundPages]

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const isDevelop = process.env.gatsby_executing_command === "develop"
  const navbarProblems = findInvalidNavbarItems(siteConfig.navbar.items)
  if (navbarProblems.length)
    reporter.panicOnBuild(`Invalid navbar configuration (src/config/site.ts):\n  ${navbarProblems.join("\n  ")}`)
  const result = await graphql<PagesQuery>(`
    query AllContentForPages {
      allBlogPost {
        nodes {
          id
          slug
          href
          locale
          title
          date
          authors
          tags
          draft
          unlisted
          contentFilePath
          sourcePath
          body
        }
      }
      allBlogAuthor {
        nodes {
          key
          authorId
          locale
          href
        }
      }
      allBlogTag {
        nodes {
          key
          tagId
          locale
          href
        }
      }
      allDoc {
        nodes {
          id
          docId
          locale
          version
          title
          description
          sidebarLabel
          sidebarPosition
          route
          draft
          unlisted
          sourcePath
          contentFilePath
          body
          headings {
            id
          }
        }
      }
      allDocCategory {
        nodes {
          id
          version
          dirPath
          label
          position
          collapsible
          collapsed
          slug
          description
          links {
            position
            href
            label
            description
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query docs for page creation.", result.errors)
    return
  }
  const docs = result.data.allDoc.nodes.filter((doc) => isDevelop || !doc.draft)
  const versions = resolveVersions(readReleasedVersions(), siteConfig.docs.routeBasePath)
  reportMissingTranslations(docs, reporter)

  // The schema pages' explorer trees, built once for every version and locale.
  const explorerTrees = buildExplorerTrees(localeCodes, (message) => reporter.warn(`Schema explorer: ${message}`))
  writeExplorerData(explorerTrees)
  // The classification lists the schema pages show and the validator checks against.
  const classData = loadClassLists((message) => reporter.warn(`Classifications: ${message}`))
  writeClassData(classData)

  for (const version of versions) {
    const versionDocs = docs.filter((doc) => doc.version === version.name)
    const categories = result.data.allDocCategory.nodes.filter((category) => category.version === version.name)
    // Blog posts link into the docs too; they are checked against the current docs.
    const posts =
      version.name === "current"
        ? result.data.allBlogPost.nodes.map((post) => ({ ...post, route: `__blog/${post.slug}`, headings: [] }))
        : []
    reportBrokenLinks([...versionDocs, ...posts], categories, reporter)
  }

  const site: SiteContent = {
    docs,
    categories: result.data.allDocCategory.nodes,
    posts: result.data.allBlogPost.nodes,
    authors: result.data.allBlogAuthor.nodes,
    tags: result.data.allBlogTag.nodes,
    isDevelop,
    versions,
    explorerTrees,
    classData,
  }
  for (const build of pageBuilders) for (const page of build(site)) actions.createPage(page)
}

/** Every doc must exist in every locale: the routes are public URLs and the language dropdown links each page to its translations. */
function reportMissingTranslations(docs: readonly DocNode[], reporter: Reporter) {
  const byId = new Map<string, { doc: DocNode; present: Set<string> }>()
  for (const doc of docs) {
    const key = `${doc.version}:${doc.docId}`
    const entry = byId.get(key) ?? { doc, present: new Set<string>() }
    entry.present.add(doc.locale)
    byId.set(key, entry)
  }
  for (const { doc, present } of byId.values()) {
    const missing = localeCodes.filter((locale) => !present.has(locale))
    const where = doc.sourcePath.replace(/\.[^.]+\.mdx$/, ".<locale>.mdx")
    if (missing.length)
      reporter.panicOnBuild(
        `Doc "${doc.docId}" (version ${doc.version}) is missing in locale(s) ${missing.join(", ")}: add ${where}.`,
      )
  }
}

/** Files the site serves besides its pages: static/ and the schema bundle under /schemas/. */
function downloadableFiles(): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string, base: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${base}/${entry.name}`)
      else files.add(`${base}/${entry.name}`)
    }
  }
  walk(path.resolve("static"), "")
  for (const name of schemaFiles()) files.add(`/schemas/${name}`)
  files.add(bundleZipPath)
  return files
}

function reportBrokenLinks(
  docs: Array<Pick<DocNode, "locale" | "sourcePath" | "body" | "route" | "headings">>,
  categories: CategoryNode[],
  reporter: Reporter,
) {
  const problems = localeCodes.flatMap((locale) =>
    checkDocLinks(
      docs
        .filter((doc) => doc.locale === locale)
        .map((doc) => ({
          sourcePath: doc.sourcePath,
          body: doc.body,
          route: doc.route,
          headingIds: doc.headings.map((heading) => heading.id),
        })),
      categories.map((category) => category.slug).filter((slug): slug is string => Boolean(slug)),
      "/docs",
      downloadableFiles(),
    ),
  )
  for (const problem of problems.filter((p) => p.severity === "warning"))
    reporter.warn(`${problem.sourcePath}: link "${problem.link}": ${problem.reason}`)
  const errors = problems.filter((p) => p.severity === "error")
  if (errors.length) {
    reporter.panicOnBuild(
      `Broken internal links:\n${errors.map((p) => `  ${p.sourcePath}: "${p.link}" (${p.reason})`).join("\n")}`,
    )
  }
}
