import fs from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import remarkGfm from "remark-gfm"
import rehypeFigureFocus from "./gatsby/rehype-figure-focus"
import rehypeHeadingIds from "./gatsby/rehype-heading-ids"
import rehypePrism from "./gatsby/rehype-prism"
import rehypeSections from "./gatsby/rehype-sections"
import { algoliaConfigured, algoliaIndexName, algoliaIndexSettings, collectSearchRecords } from "./gatsby/search-index"
import { siteConfig } from "./src/config/site"

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteConfig.siteUrl,
    title: "TianGong LCA Data System",
  },
  pathPrefix: process.env.PATH_PREFIX || undefined,
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.resolve("content/docs") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: path.resolve("content/blog") },
    },
    // Released docs versions (npm run docs:version), present only once a version is cut.
    ...(fs.existsSync(path.resolve("content/versioned_docs"))
      ? [{ resolve: "gatsby-source-filesystem", options: { name: "versioned_docs", path: path.resolve("content/versioned_docs") } }]
      : []),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm],
          rehypePlugins: [rehypeHeadingIds, rehypePrism, rehypeFigureFocus, rehypeSections],
        },
      },
    },
    // Pushes the search records to Algolia only when the admin credentials are set; the records
    // come from the built HTML, which exists by the time plugins run onPostBuild.
    ...(algoliaConfigured()
      ? [
          {
            resolve: "gatsby-plugin-algolia",
            options: {
              appId: process.env.ALGOLIA_APP_ID,
              apiKey: process.env.ALGOLIA_ADMIN_KEY,
              queries: [
                {
                  query: "query SearchRecordsTrigger { site { buildTime } }",
                  transformer: () => collectSearchRecords(),
                  indexName: algoliaIndexName(),
                  settings: algoliaIndexSettings,
                },
              ],
              chunkSize: 1000,
            },
          },
        ]
      : []),
  ],
}

export default config
