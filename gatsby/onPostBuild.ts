// Writes the blog feeds (RSS and Atom) for every locale, the schema downloads and the files for
// search engines and language models (gatsby/seo-files.ts) into the build output.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localeCodes, locales } from "../src/config/locales"
import { siteConfig } from "../src/config/site"
import { atomFeed, rssFeed, type FeedPost } from "../src/lib/blog/feed"
import { blogPath } from "../src/lib/blog/paths"
import { readBlogMeta } from "./blog-source"
import { buildTranslator } from "./messages"
import { publishSchemas } from "./schemas"
import { writeSeoFiles } from "./seo-files"
import { collectSearchRecords, writeLocalIndexes } from "./search-index"
import { algoliaIndexing, pushToAlgolia } from "./algolia-index"
import { precompressPublic } from "./precompress"
import { staticHostRuleLimit } from "../src/lib/serving/render"
import { writeServingHeaders } from "./serving-headers"
import { stripNulBytes } from "./strip-nul"
import { loadAppScriptsAfterPaint } from "./app-scripts"
import { moveBuildInternals } from "./build-internals"

const feedSize = 20

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getCache }) => {
  // First: the search records and the CSP hashes below read this HTML.
  const repaired = stripNulBytes()
  if (repaired) reporter.info(`Removed stray NUL bytes from ${repaired} HTML files (React streaming renderer bug).`)
  const deferred = loadAppScriptsAfterPaint()
  reporter.info(`${deferred} pages start the app's scripts after their first paint.`)
  const schemas = publishSchemas()
  reporter.info(`Published ${schemas.length} schema files under /schemas/.`)
  const records = collectSearchRecords()
  const sizes = writeLocalIndexes(records)
  reporter.info(
    `Search: ${records.length} records; local index bytes ${Object.entries(sizes)
      .map(([locale, bytes]) => `${locale} ${bytes}`)
      .join(", ")}.`,
  )
  // The same records as the local index, from the same cleaned HTML.
  const algolia = algoliaIndexing()
  if (!algolia)
    reporter.info(
      `Algolia indexing skipped: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set (the site searches its local index).`,
    )
  else {
    const pushed = await pushToAlgolia(records, algolia, { reporter, cache: getCache("gatsby-plugin-algolia") })
    if (pushed.ok)
      reporter.info(
        `Algolia: index "${algolia.indexName}" holds the build's ${records.length} records, settings applied (${pushed.steps.filter((step) => /^(Found|No updates)/.test(step)).join(" ") || "no changes"}).`,
      )
  }
  const result = await graphql<{
    allBlogPost: {
      nodes: Array<{
        slug: string
        locale: string
        title: string
        date: string
        description: string
        authors: string[]
        tags: string[]
        draft: boolean
        unlisted: boolean
      }>
    }
  }>(`
    query BlogFeeds {
      allBlogPost(sort: { date: DESC }) {
        nodes {
          slug
          locale
          title
          date
          description
          authors
          tags
          draft
          unlisted
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query blog posts for the feeds.", result.errors)
    return
  }
  const { authors, tags } = readBlogMeta()
  const prefix = process.env.PATH_PREFIX ?? ""
  const absolute = (sitePath: string) => `${siteConfig.siteUrl}${prefix}${sitePath}`
  for (const locale of localeCodes) {
    const t = buildTranslator(locale)
    const posts: FeedPost[] = result.data.allBlogPost.nodes
      .filter((post) => post.locale === locale && !post.draft && !post.unlisted)
      .slice(0, feedSize)
      .map((post) => ({
        title: post.title,
        url: absolute(blogPath(locale, `/${post.slug}`)),
        date: post.date,
        description: post.description,
        authors: post.authors.map((id) => authors[id]?.name[locale] ?? id),
        categories: post.tags.map((id) => tags[id]?.label[locale] ?? id),
      }))
    const dir = path.join("public", blogPath(locale))
    fs.mkdirSync(dir, { recursive: true })
    const info = {
      title: `${t("site.title")} ${siteConfig.titleDelimiter} ${t("blog.title")}`,
      description: t("blog.description"),
      siteUrl: siteConfig.siteUrl,
      blogUrl: absolute(blogPath(locale)),
      language: locales[locale].htmlLang,
      copyright: t("footer.copyright", { year: siteConfig.copyrightYear }),
    }
    fs.writeFileSync(
      path.join(dir, "rss.xml"),
      rssFeed({ ...info, feedUrl: absolute(blogPath(locale, "/rss.xml")) }, posts),
    )
    fs.writeFileSync(
      path.join(dir, "atom.xml"),
      atomFeed({ ...info, feedUrl: absolute(blogPath(locale, "/atom.xml")) }, posts),
    )
  }
  await writeSeoFiles(graphql, reporter)
  // After every step that writes pages: the CSP hashes must cover every page written above.
  const serving = writeServingHeaders()
  reporter.info(
    `Serving headers: one Content-Security-Policy for ${serving.pages} pages (${serving.scripts} inline scripts) and ${serving.rules} rules in public/_headers; public/.nginx/csp-map.conf.`,
  )
  if (serving.rules > staticHostRuleLimit)
    reporter.warn(
      `public/_headers has ${serving.rules} rules; Cloudflare Pages reads only the first ${staticHostRuleLimit}. Bundles left by earlier builds count too: run \`gatsby clean\` before a deploy build.`,
    )
  // Before precompression, which would otherwise give them twins.
  const internals = moveBuildInternals()
  reporter.info(
    `Kept ${internals.length} build files (source maps, webpack.stats.json, chunk-map.json) out of public/, in .cache/build-internals/.`,
  )
  // Last of all: a file rewritten after this would leave its .gz/.br twins stale.
  if (process.env.TIDAS_PRECOMPRESS === "off") {
    reporter.info("Precompression skipped (TIDAS_PRECOMPRESS=off): nginx would compress every response on the fly.")
    return
  }
  const compressed = await precompressPublic()
  reporter.info(formatPrecompress(compressed))
}

function formatPrecompress(result: Awaited<ReturnType<typeof precompressPublic>>): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `Precompressed ${result.files} files (${mb(result.originalBytes)}, ${result.cached} twins from the cache) in ${(result.milliseconds / 1000).toFixed(1)} s: ${result.gzipFiles} .gz save ${mb(result.gzipBytesSaved)}, ${result.brotliFiles} .br save ${mb(result.brotliBytesSaved)}.`
}
