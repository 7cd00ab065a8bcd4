// Creates every page of the site, in every locale: home, docs (per version), generated
// category pages, the docs root redirect, the search page and the localized not-found pages.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { defaultLocale, localeCodes, type Locale } from "../src/config/locales"
import { siteConfig } from "../src/config/site"
import { localizePath } from "../src/lib/paths"
import { checkDocLinks } from "../src/lib/docs/links"
import { findInvalidNavbarItems } from "../src/lib/navbar"
import { findBreadcrumbs, findCategory, findNeighbours } from "../src/lib/docs/sidebar"
import { resolveVersions, type DocsVersion } from "../src/lib/docs/versions"
import { createBlogPages } from "./createBlogPages"
import { createSearchPages } from "./createSearchPages"
import { categoryHref as categoryPath, docHref as docPath, docsSidebar, navigationSidebar } from "./docs-sidebar"
import { pageNamespaces, withLiveComponents } from "./page-strings"
import { template } from "./templates"
import type { DocCard, SidebarItem } from "../src/lib/docs/types"
import { buildExplorerTrees, explorerPageData, writeExplorerData, type ExplorerTrees } from "./schema-explorer"
import { bundleZipPath, schemaFiles } from "./schemas"
import { classPageData, loadClassLists, writeClassData, type ClassData } from "./classifications"
import { docIdOfList } from "../src/lib/classes/lists"
import { translatorFor } from "../src/i18n/translator"
import { readReleasedVersions } from "./versions"
import { usesLiveComponent } from "../src/lib/docs/live-components"

type PagesQuery = Queries.AllContentForPagesQuery
type DocNode = PagesQuery["allDoc"]["nodes"][number]
type CategoryNode = PagesQuery["allDocCategory"]["nodes"][number]

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions
  const isDevelop = process.env.gatsby_executing_command === "develop"
  const navbarProblems = findInvalidNavbarItems(siteConfig.navbar.items)
  if (navbarProblems.length) reporter.panicOnBuild(`Invalid navbar configuration (src/config/site.ts):\n  ${navbarProblems.join("\n  ")}`)
  const result = await graphql<PagesQuery>(`
    query AllContentForPages {
      allBlogPost {
        nodes {
          id slug href locale title date authors tags draft unlisted contentFilePath sourcePath body
        }
      }
      allBlogAuthor {
        nodes {
          key authorId locale href
        }
      }
      allBlogTag {
        nodes {
          key tagId locale href
        }
      }
      allDoc {
        nodes {
          id docId locale version title description sidebarLabel sidebarPosition route
          draft unlisted sourcePath contentFilePath body headings { id }
        }
      }
      allDocCategory {
        nodes {
          id version dirPath label position collapsible collapsed slug description
          links { position href label description }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query docs for page creation.", result.errors)
    return
  }
  const allDocs = result.data.allDoc.nodes.filter((doc) => isDevelop || !doc.draft)
  const versions = resolveVersions(readReleasedVersions(), siteConfig.docs.routeBasePath)

  // Every doc must exist in every locale: the routes are public URLs and the language
  // dropdown links each page to its translations.
  const byId = new Map<string, { doc: DocNode; present: Set<string> }>()
  for (const doc of allDocs) {
    const key = `${doc.version}:${doc.docId}`
    const entry = byId.get(key) ?? { doc, present: new Set<string>() }
    entry.present.add(doc.locale)
    byId.set(key, entry)
  }
  for (const { doc, present } of byId.values()) {
    const missing = localeCodes.filter((locale) => !present.has(locale))
    const where = doc.sourcePath.replace(/\.[^.]+\.mdx$/, ".<locale>.mdx")
    if (missing.length) reporter.panicOnBuild(`Doc "${doc.docId}" (version ${doc.version}) is missing in locale(s) ${missing.join(", ")}: add ${where}.`)
  }

  // The schema pages' explorer trees, built once for every version and locale.
  const explorerTrees = buildExplorerTrees(localeCodes, (message) => reporter.warn(`Schema explorer: ${message}`))
  writeExplorerData(explorerTrees)
  // The classification lists the schema pages show and the validator checks against.
  const classData = loadClassLists((message) => reporter.warn(`Classifications: ${message}`))
  writeClassData(classData)

  for (const version of versions) {
    const versionDocs = allDocs.filter((doc) => doc.version === version.name)
    const categories = result.data.allDocCategory.nodes.filter((category) => category.version === version.name)
    // Blog posts link into the docs too; they are checked against the current docs.
    const posts = version.name === "current" ? result.data.allBlogPost.nodes.map((post) => ({ ...post, route: `__blog/${post.slug}`, headings: [] })) : []
    reportBrokenLinks([...versionDocs, ...posts], categories, reporter)
    for (const locale of localeCodes) {
      createDocsPages({ createPage, locale, version, versions, docs: versionDocs.filter((doc) => doc.locale === locale), categories, allDocs, explorerTrees, classData })
    }
  }

  // Pages outside the docs still show the version dropdown, linking each version's main doc.
  const mainDocVersions = (locale: Locale) =>
    versions.map((v) => {
      const main = allDocs.find((doc) => doc.version === v.name && doc.locale === locale && doc.docId === siteConfig.docs.mainDocId)
      return { name: v.name, label: v.label, labelKey: v.labelKey, href: localizePath(main ? `${v.path}/${main.route}` : v.path, locale), isLast: v.isLast }
    })

  createBlogPages(createPage, result.data, isDevelop, (locale) => ({ versions: mainDocVersions(locale) }))
  createSearchPages(createPage, (locale) => ({ locale, namespaces: pageNamespaces.search, versions: mainDocVersions(locale) }))

  for (const locale of localeCodes) {
    const context = { locale, namespaces: pageNamespaces.chrome, versions: mainDocVersions(locale) }
    createPage({ path: localizePath("/", locale), component: template("home"), context: { ...context, namespaces: pageNamespaces.home } })
    if (locale === defaultLocale) {
      createPage({ path: "/404/", component: template("not-found"), context: { ...context, namespaces: pageNamespaces.notFound } })
    } else {
      // '/ja/404.html' + matchPath: nginx serves this file for unknown /ja/ paths, and the
      // client renders it for any unknown path under /ja/.
      createPage({ path: `${localizePath("/", locale)}/404.html`, matchPath: `${localizePath("/", locale)}/*`, component: template("not-found"), context: { ...context, namespaces: pageNamespaces.notFound } })
    }
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

function reportBrokenLinks(docs: Array<Pick<DocNode, "locale" | "sourcePath" | "body" | "route" | "headings">>, categories: CategoryNode[], reporter: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["reporter"]) {
  const problems = localeCodes.flatMap((locale) =>
    checkDocLinks(
      docs.filter((doc) => doc.locale === locale).map((doc) => ({ sourcePath: doc.sourcePath, body: doc.body, route: doc.route, headingIds: doc.headings.map((heading) => heading.id) })),
      categories.map((category) => category.slug).filter((slug): slug is string => Boolean(slug)),
      "/docs",
      downloadableFiles(),
    ),
  )
  for (const problem of problems.filter((p) => p.severity === "warning")) reporter.warn(`${problem.sourcePath}: link "${problem.link}": ${problem.reason}`)
  const errors = problems.filter((p) => p.severity === "error")
  if (errors.length) {
    reporter.panicOnBuild(`Broken internal links:\n${errors.map((p) => `  ${p.sourcePath}: "${p.link}" (${p.reason})`).join("\n")}`)
  }
}

interface DocsPagesArgs {
  createPage: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"]
  locale: Locale
  version: DocsVersion
  versions: DocsVersion[]
  docs: DocNode[]
  categories: CategoryNode[]
  allDocs: DocNode[]
  explorerTrees: ExplorerTrees
  classData: ClassData
}

const classStrings = (locale: string) => translatorFor(locale, { classes: JSON.parse(fs.readFileSync(path.resolve("locales", locale, "classes.json"), "utf8")) as Record<string, string> })

function createDocsPages({ createPage, locale, version, versions, docs, categories, allDocs, explorerTrees, classData }: DocsPagesArgs) {
  const docHref = (route: string, v: DocsVersion = version) => docPath(v.path, route, locale)
  const sidebar = docsSidebar(docs, categories, locale, version.path)
  const navSidebar = navigationSidebar(sidebar)
  const mainDoc = docs.find((doc) => doc.docId === siteConfig.docs.mainDocId)
  const mainHref = mainDoc ? docHref(mainDoc.route) : localizePath(version.path, locale)
  // The version dropdown links each version's copy of this doc, or that version's main doc.
  const versionLinks = (docId: string | null) =>
    versions.map((v) => {
      const same = docId ? allDocs.find((doc) => doc.version === v.name && doc.locale === locale && doc.docId === docId) : null
      const main = allDocs.find((doc) => doc.version === v.name && doc.locale === locale && doc.docId === siteConfig.docs.mainDocId)
      const target = same ?? main
      return { name: v.name, label: v.label, labelKey: v.labelKey, href: target ? docHref(target.route, v) : localizePath(v.path, locale), isLast: v.isLast }
    })
  const shared = { locale, namespaces: pageNamespaces.docs, sidebar: navSidebar, version: { name: version.name, path: version.path, banner: version.banner, lastHref: null as string | null } }

  for (const doc of docs) {
    const href = docHref(doc.route)
    const latest = versions.find((v) => v.isLast)!
    const latestDoc = allDocs.find((d) => d.version === latest.name && d.locale === locale && d.docId === doc.docId)
    const schemaExplorer = explorerPageData(explorerTrees, doc.docId, locale)
    const classifications = schemaExplorer
      ? classPageData(classData, doc.docId, locale, classStrings(locale) as (key: string, values?: Record<string, unknown>) => string, (list) => {
          const target = docs.find((other) => other.docId === docIdOfList(list))
          return target ? docHref(target.route) : null
        })
      : null
    const liveBody = usesLiveComponent(doc.body)
    createPage({
      path: href,
      component: `${template(schemaExplorer ? "schema-doc" : "doc")}?__contentFilePath=${doc.contentFilePath}`,
      context: {
        ...shared,
        id: doc.id,
        breadcrumbs: findBreadcrumbs(navSidebar, href),
        ...findNeighbours(navSidebar, href),
        versions: versionLinks(doc.docId),
        version: { ...shared.version, lastHref: version.banner && latestDoc ? docHref(latestDoc.route, latest) : null },
        schemaExplorer,
        classifications,
        liveBody,
        namespaces: withLiveComponents(schemaExplorer ? pageNamespaces.schemaDocs : pageNamespaces.docs, liveBody),
      },
    })
  }

  for (const category of categories) {
    if (!category.slug) continue
    const href = categoryPath(version.path, category.slug, locale)
    const item = findCategory(sidebar, category.slug)
    if (!item) continue
    createPage({
      path: href,
      component: template("doc-category"),
      context: {
        ...shared,
        categoryId: category.id,
        versionName: version.name,
        cards: categoryCards(item.items),
        cardDocIds: item.items.flatMap((child) => (child.type === "doc" && child.docId ? [child.docId] : [])),
        breadcrumbs: findBreadcrumbs(navSidebar, href),
        ...findNeighbours(navSidebar, href),
        versions: versionLinks(null),
      },
    })
  }

  createPage({
    path: localizePath(version.path, locale),
    component: template("docs-root"),
    context: { locale, namespaces: pageNamespaces.docs, target: mainHref },
  })
}

/** A category page's cards: what its children link to; the page query adds descriptions. */
function categoryCards(items: SidebarItem[]): DocCard[] {
  return items.map((item): DocCard => {
    if (item.type === "doc") return { type: "doc", docId: item.docId ?? "", label: item.label, href: item.href }
    if (item.type === "link") return { type: "link", label: item.label, href: item.href }
    return { type: "category", label: item.label, href: item.href ?? "", count: item.items.length }
  })
}
