// The files the build writes for machines:
// sitemap.xml and robots.txt, an llms.txt and an opensearch.xml per locale. Then it checks them
// and the feeds: well-formed XML, and every URL they name exists in the build.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { localeCodes, locales, type Locale } from "../src/config/locales"
import { searchConfig } from "../src/config/search"
import { siteConfig } from "../src/config/site"
import { resolveVersions } from "../src/lib/docs/versions"
import { localizePath } from "../src/lib/paths"
import { llmsUrls, missingUrls, sitemapUrls, xmlError } from "../src/lib/seo/check"
import { llmsPath, openSearchPath, robotsPath, sitemapPath } from "../src/lib/seo/files"
import { llmsTxt } from "../src/lib/seo/llms"
import { openSearchXml } from "../src/lib/seo/opensearch"
import { readPageHead } from "../src/lib/seo/page-head"
import { robotsTxt, sitemapEntries, sitemapXml } from "../src/lib/seo/sitemap"
import {
  docsSidebar,
  sidebarCategoryFields,
  sidebarDocFields,
  type SidebarCategory,
  type SidebarDoc,
} from "./docs-sidebar"
import { buildTranslator } from "./messages"
import { readReleasedVersions } from "./versions"
import { htmlFiles } from "./search-index"

type Graphql = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]

interface SidebarSources {
  allDoc: { nodes: Array<SidebarDoc & { locale: string; version: string; draft: boolean }> }
  allDocCategory: { nodes: Array<SidebarCategory & { version: string }> }
}

export async function writeSeoFiles(graphql: Graphql, reporter: Reporter, publicDir = path.resolve("public")) {
  const prefix = process.env.PATH_PREFIX ?? ""
  const absolute = (sitePath: string) => `${siteConfig.siteUrl}${prefix}${sitePath}`
  const write = (sitePath: string, text: string) => {
    const file = path.join(publicDir, sitePath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }

  // The sitemap lists what the built pages declare indexable, minus the search pages.
  const searchUrls = new Set(
    searchConfig.searchPagePath
      ? localeCodes.map((locale) => absolute(localizePath(`/${searchConfig.searchPagePath}`, locale)))
      : [],
  )
  const heads = htmlFiles(publicDir)
    .sort()
    .map((file) => readPageHead(fs.readFileSync(file, "utf8")))
  const entries = sitemapEntries(heads, (url) => searchUrls.has(url))
  write(sitemapPath, sitemapXml(entries))
  write(robotsPath, robotsTxt(absolute(sitemapPath)))

  const result = await graphql<SidebarSources>(`
    query SeoSidebars {
      allDoc { nodes { ${sidebarDocFields} draft } }
      allDocCategory { nodes { ${sidebarCategoryFields} } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the sidebars for llms.txt.", result.errors)
    return
  }
  const currentDocsPath =
    resolveVersions(readReleasedVersions(), siteConfig.docs.routeBasePath).find((version) => version.name === "current")
      ?.path ?? `/${siteConfig.docs.routeBasePath}`
  for (const locale of localeCodes) {
    const t = buildTranslator(locale)
    const docs = result.data.allDoc.nodes.filter(
      (doc) => doc.locale === locale && doc.version === "current" && !doc.draft,
    )
    const sidebar = docsSidebar(
      docs,
      result.data.allDocCategory.nodes.filter((category) => category.version === "current"),
      locale,
      currentDocsPath,
    )
    const titles = Object.fromEntries(docs.map((doc) => [doc.docId, doc.title]))
    write(
      llmsPath(locale),
      llmsTxt(sidebar, {
        title: `${t("site.title")} (TIDAS)`,
        summary: t("seo.llms.summary"),
        topLevelLabel: t("seo.llms.topLevel"),
        titles,
        toAbsolute: absolute,
      }),
    )
    if (searchConfig.searchPagePath) {
      write(
        openSearchPath(locale),
        openSearchXml({
          shortName: t("seo.openSearch.shortName"),
          description: t("seo.openSearch.description"),
          searchUrl: absolute(localizePath(`/${searchConfig.searchPagePath}`, locale)),
          selfUrl: absolute(openSearchPath(locale)),
          iconUrl: absolute("/img/favicon.svg"),
          language: locales[locale].htmlLang,
        }),
      )
    }
  }
  reporter.info(
    `SEO files: sitemap.xml with ${entries.length} pages, robots.txt, llms.txt and opensearch.xml for ${localeCodes.length} locales.`,
  )
  checkSeoFiles(reporter, publicDir, prefix)
}

/** Fails the build when a machine-readable file is malformed or names a page that does not exist. */
export function checkSeoFiles(reporter: Reporter, publicDir: string, prefix: string) {
  const problems: string[] = []
  const read = (sitePath: string) => {
    const file = path.join(publicDir, sitePath)
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8")
    problems.push(`${sitePath}: missing`)
    return null
  }
  const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile()
  const xmlFiles = [
    sitemapPath,
    ...localeCodes.flatMap((locale: Locale) => [
      ...(searchConfig.searchPagePath ? [openSearchPath(locale)] : []),
      localizePath("/blog/rss.xml", locale),
      localizePath("/blog/atom.xml", locale),
    ]),
  ]
  for (const sitePath of xmlFiles) {
    const text = read(sitePath)
    const error = text === null ? null : xmlError(text)
    if (error) problems.push(`${sitePath}: not well-formed XML: ${error}`)
  }
  const sitemap = read(sitemapPath)
  if (sitemap !== null) {
    const urls = sitemapUrls(sitemap)
    if (urls.length === 0) problems.push(`${sitemapPath}: lists no page`)
    for (const url of missingUrls(urls, siteConfig.siteUrl, prefix, publicDir, isFile))
      problems.push(`${sitemapPath}: ${url} is not in the build`)
  }
  for (const locale of localeCodes) {
    const text = read(llmsPath(locale))
    if (text === null) continue
    const urls = llmsUrls(text)
    if (urls.length === 0) problems.push(`${llmsPath(locale)}: lists no doc`)
    for (const url of missingUrls(urls, siteConfig.siteUrl, prefix, publicDir, isFile))
      problems.push(`${llmsPath(locale)}: ${url} is not in the build`)
  }
  if (!isFile(path.join(publicDir, "img/social-card.png")))
    problems.push("/img/social-card.png: missing (run npm run social-image)")
  if (problems.length) reporter.panicOnBuild(`Machine-readable files failed their check:\n  ${problems.join("\n  ")}`)
  else
    reporter.info(
      `SEO files checked: ${xmlFiles.length} XML files well-formed, every sitemap and llms.txt URL is in the build.`,
    )
}
