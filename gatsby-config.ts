import fs from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import rehypeSlug from "rehype-slug"
import remarkGfm from "remark-gfm"
import rehypeFigureFocus from "./gatsby/rehype-figure-focus"
import rehypeHeadingLevels from "./gatsby/rehype-heading-levels"
import rehypePrism from "./gatsby/rehype-prism"
import rehypeSections from "./gatsby/rehype-sections"
import { defaultLocale, localeCodes, locales } from "./src/config/locales"
import { siteConfig } from "./src/config/site"
import { i18nextOptions } from "./src/i18n/options"

// Every locale but the default one lives under its own prefix ('/en/…', '/ja/…').
const prefixedLocales = localeCodes.map((code) => locales[code].path).filter(Boolean)

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteConfig.siteUrl,
    title: "TianGong LCA Data System",
  },
  pathPrefix: process.env.PATH_PREFIX || undefined,
  trailingSlash: "never",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/*.ts"],
  },
  plugins: [
    // The route-change bar; the site starts it sooner than the plugin's 1 s (src/lib/route-progress.ts).
    {
      resolve: "gatsby-plugin-nprogress",
      options: {
        color: "var(--color-primary)",
        showSpinner: false,
        template: '<div class="bar"><div class="peg"></div></div>',
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.resolve("content/docs") },
    },
    // UI strings: locales/<locale>/<namespace>.json become Locale nodes, which each page query
    // reads for its own locale and namespaces.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.resolve("locales") },
    },
    // The page chrome (navbar, footer, search) around every page. Listed before the i18n plugin
    // so that the translations' provider wraps it.
    "page-layout",
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: localeCodes,
        defaultLanguage: defaultLocale,
        siteUrl: siteConfig.siteUrl,
        trailingSlash: "never",
        // Readers choose their language with the dropdown; nothing redirects by browser language.
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions,
        // createPages makes every page in every locale already: the plugin only reads the
        // locale from the path instead of copying pages.
        pages: [
          { matchPath: "/dev-404-page", languages: [defaultLocale] },
          { matchPath: `/:lang(${prefixedLocales.join("|")})?/:path*`, getLanguageFromPath: true },
        ],
        verbose: false,
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: path.resolve("content/blog") },
    },
    // Released docs versions (npm run docs:version), present only once a version is cut.
    ...(fs.existsSync(path.resolve("content/versioned_docs"))
      ? [
          {
            resolve: "gatsby-source-filesystem",
            options: { name: "versioned_docs", path: path.resolve("content/versioned_docs") },
          },
        ]
      : []),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm],
          // Heading ids by rehype-slug: the same slugger gatsby-plugin-mdx's tableOfContents uses.
          rehypePlugins: [rehypeHeadingLevels, rehypeSlug, rehypePrism, rehypeFigureFocus, rehypeSections],
        },
      },
    },
  ],
}

export default config
