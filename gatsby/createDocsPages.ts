// The docs of every version and locale: a page per doc (the schema pages with their explorer and
// classification lists), a page per generated category index and the docs root, which redirects
// to the main doc.
import fs from "node:fs"
import path from "node:path"
import { localeCodes, type Locale } from "../src/config/locales"
import { siteConfig } from "../src/config/site"
import { translatorFor } from "../src/i18n/translator"
import { docIdOfList } from "../src/lib/classes/lists"
import { usesLiveComponent } from "../src/lib/docs/live-components"
import { findBreadcrumbs, findCategory, findNeighbours } from "../src/lib/docs/sidebar"
import type { DocCard, SidebarItem } from "../src/lib/docs/types"
import type { DocsVersion } from "../src/lib/docs/versions"
import { localizePath } from "../src/lib/paths"
import { classPageData } from "./classifications"
import { categoryHref as categoryPath, docHref as docPath, docsSidebar, navigationSidebar } from "./docs-sidebar"
import { pageNamespaces, withLiveComponents } from "./page-strings"
import type { VersionLink } from "../src/lib/docs/versions"
import { template, type Page, type PageBuilder, type SiteContent } from "./pages"
import { explorerPageData } from "./schema-explorer"

export const docsPages: PageBuilder = (site) =>
  site.versions.flatMap((version) => localeCodes.flatMap((locale) => versionPages(site, version, locale)))

const classStrings = (locale: string) =>
  translatorFor(locale, {
    classes: JSON.parse(fs.readFileSync(path.resolve("locales", locale, "classes.json"), "utf8")) as Record<
      string,
      string
    >,
  })

function versionPages(site: SiteContent, version: DocsVersion, locale: Locale): Page[] {
  const docs = site.docs.filter((doc) => doc.version === version.name && doc.locale === locale)
  const categories = site.categories.filter((category) => category.version === version.name)
  const docHref = (route: string, v: DocsVersion = version) => docPath(v.path, route, locale)
  const sidebar = docsSidebar(docs, categories, locale, version.path)
  const navSidebar = navigationSidebar(sidebar)
  const mainDoc = docs.find((doc) => doc.docId === siteConfig.docs.mainDocId)
  const mainHref = mainDoc ? docHref(mainDoc.route) : localizePath(version.path, locale)
  const inVersion = (v: DocsVersion, docId: string) =>
    site.docs.find((doc) => doc.version === v.name && doc.locale === locale && doc.docId === docId)
  // The version dropdown links each version's copy of this doc, or that version's main doc.
  const versionLinks = (docId: string | null): VersionLink[] =>
    site.versions.map((v) => {
      const target = (docId ? inVersion(v, docId) : null) ?? inVersion(v, siteConfig.docs.mainDocId)
      return {
        name: v.name,
        label: v.label,
        labelKey: v.labelKey,
        href: target ? docHref(target.route, v) : localizePath(v.path, locale),
        isLast: v.isLast,
      }
    })
  const shared = {
    locale,
    namespaces: pageNamespaces.docs,
    sidebar: navSidebar,
    version: { name: version.name, path: version.path, banner: version.banner, lastHref: null as string | null },
  }
  const pages: Page[] = []

  for (const doc of docs) {
    const href = docHref(doc.route)
    const latest = site.versions.find((v) => v.isLast)!
    const latestDoc = inVersion(latest, doc.docId)
    const schemaExplorer = explorerPageData(site.explorerTrees, doc.docId, locale)
    const classifications = schemaExplorer
      ? classPageData(
          site.classData,
          doc.docId,
          locale,
          classStrings(locale) as (key: string, values?: Record<string, unknown>) => string,
          (list) => {
            const target = docs.find((other) => other.docId === docIdOfList(list))
            return target ? docHref(target.route) : null
          },
        )
      : null
    const liveBody = usesLiveComponent(doc.body)
    pages.push({
      path: href,
      component: template(schemaExplorer ? "schema-doc" : "doc", doc.contentFilePath),
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
    pages.push({
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

  pages.push({
    path: localizePath(version.path, locale),
    component: template("docs-root"),
    context: { locale, namespaces: pageNamespaces.docs, target: mainHref },
  })
  return pages
}

/** A category page's cards: what its children link to; the page query adds descriptions. */
function categoryCards(items: SidebarItem[]): DocCard[] {
  return items.map((item): DocCard => {
    if (item.type === "doc") return { type: "doc", docId: item.docId ?? "", label: item.label, href: item.href }
    if (item.type === "link") return { type: "link", label: item.label, href: item.href }
    return { type: "category", label: item.label, href: item.href ?? "", count: item.items.length }
  })
}
