import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { generatedModule, runtimeModule } from "../src/lib/validator/standalone"
import { noValidatorsFile, validatorModulesDir, validatorRuntimeFile } from "./validators"

/** Webpack names each page's chunk after its template's file, with this prefix. */
export const pageChunkPrefix = "component---"

type ChunkPathData = { chunk?: { name?: string | null } }

/**
 * A lazy chunk's file, for scripts (`js`) or stylesheets (`css`). Lazy chunks (one per doc
 * page's MDX component, plus the search and validator parts) go to their own folder: static
 * hosts then cache them all as immutable with one `/chunks/*` header rule, where one rule per
 * file would pass Cloudflare Pages' 100-rule limit. Webpack's runtime, the first script of every
 * page, spells out every lazy chunk's file, so the names are kept short:
 * - a page's chunk is named after its template and MDX file
 *   (`component---src-templates-doc-tsx-content-file-path-content-docs-…`); its file is named by
 *   its id instead. Gatsby finds a page's files through webpack's stats, by chunk name, which
 *   stays. Named parts (search, validator) keep their names, which the browser tests look for;
 * - 8 hex digits of content hash tell a changed file from the old one as well as 20 do.
 * Together they take 9.8 KB (1.6 KB gzip) off the runtime.
 */
export const lazyChunkFilename =
  (extension: "js" | "css") =>
  ({ chunk }: ChunkPathData): string =>
    `chunks/${chunk?.name?.startsWith(pageChunkPrefix) ? "[id]" : "[name]"}-[contenthash:8].${extension}`

/**
 * i18next ships an ES module and a CommonJS build; gatsby-plugin-react-i18next `require`s it
 * and react-i18next and the site `import` it, so without this the browser would download it
 * twice. Every request for it gets the ES module.
 */
export const i18nextModule = path.resolve("node_modules/i18next/dist/esm/i18next.js")

/** The part of react-i18next that gatsby-plugin-react-i18next's browser code uses (see the module). */
export const reactI18nextForPlugin = path.resolve("src/i18n/react-i18next-for-plugin.ts")
export const pluginFolder = /[\\/]node_modules[\\/]gatsby-plugin-react-i18next[\\/]/

type Plugin = {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean; chunkFilename?: string | ((data: ChunkPathData) => string) }
}

type WebpackChunk = { name?: string | null; id?: string | number | null; canBeInitial(): boolean }
type CacheGroupContext = { chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<WebpackChunk> } }
type CacheGroup = { test?: unknown; minChunks?: number; [key: string]: unknown }
type SplitChunks = { cacheGroups?: Record<string, CacheGroup | false> }

const isCssModule = (module: unknown) => (module as { type?: string }).type === "css/mini-extract"

/**
 * A page's chunk is named after its template and, for an MDX page, its content file
 * ("component---src-templates-doc-tsx-content-file-path-…"): every doc page has its own chunk.
 * The template's part names what those pages share.
 */
export function templateOf(chunk: WebpackChunk) {
  const name = chunk.name ?? String(chunk.id)
  if (!name.startsWith(pageChunkPrefix)) return name
  const template = name.slice(pageChunkPrefix.length).replace(/-content-file-path-.*$/, "")
  return template.replace(/^src-templates-/, "").replace(/-tsx$/, "")
}

/**
 * The site-wide stylesheet: global.css (imported by the app itself) and every CSS module that
 * every page imports, the layout's. Gatsby inlines it into every page, and client-side
 * navigation finds it already there.
 */
export function isShellStylesheet(module: unknown, { chunkGraph }: CacheGroupContext, pages: number) {
  if (!isCssModule(module)) return false
  let count = 0
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    if (chunk.canBeInitial()) return true
    if (chunk.name?.startsWith(pageChunkPrefix)) count += 1
  }
  return count >= pages
}

/**
 * The name of the stylesheet that holds a CSS module shared by several chunks but not by
 * every page: one per set of templates (and lazy parts) that import it, so all doc pages share
 * one, and a reader going from one doc page to the next loads no stylesheet at all.
 */
export function templateStylesName(chunks: Iterable<WebpackChunk>) {
  const templates = [...new Set([...chunks].map(templateOf))].sort()
  return `styles--${templates.join("--")}`
}

/**
 * Gatsby puts every stylesheet into one `styles` chunk and inlines it into every page, so a doc
 * page parsed and matched the home page's, the search page's and the schema explorer's rules
 * too. Here only the shell's styles go there; the rest go to a stylesheet per set of templates
 * (or lazy parts) that import them, so a page's <head> carries the shell and its own
 * template's rules. Client-side navigation loads a template's stylesheets with its script (the
 * extractor's runtime resolves the chunk only once they have loaded) and skips those already
 * in the page, inlined or loaded.
 */
export function splitStylesByTemplate(splitChunks: SplitChunks) {
  const groups = splitChunks.cacheGroups ?? {}
  const { styles, commons } = groups
  if (!styles) return splitChunks
  // Gatsby's `commons` group takes what every page uses; its threshold is their number.
  const pages = (commons && commons.minChunks) || Number.POSITIVE_INFINITY
  const nextGroups: Record<string, CacheGroup | false> = {
    ...groups,
    styles: {
      ...styles,
      test: (module: unknown, context: CacheGroupContext) => isShellStylesheet(module, context, pages),
    },
    templateStyles: {
      test: (module: unknown, context: CacheGroupContext) =>
        isCssModule(module) && [...context.chunkGraph.getModuleChunksIterable(module)].length > 1,
      name: (_module: unknown, chunks: WebpackChunk[]) => templateStylesName(chunks),
      chunks: "all",
      priority: 35,
      enforce: true,
    },
  }
  // Without a test `commons` would gather CSS modules that every chunk but a page shares.
  if (commons) nextGroups.commons = { ...commons, test: (module: unknown) => !isCssModule(module) }
  return { ...splitChunks, cacheGroups: nextGroups }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  // Every stage bundles the validator's worker; the browser's, with the generated validators.
  const validators = stage === "build-html" || stage === "develop-html" ? noValidatorsFile : validatorModulesDir
  const validatorAliases = { [generatedModule]: validators, [runtimeModule]: validatorRuntimeFile }
  const config = getConfig()
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, ...validatorAliases, i18next$: i18nextModule },
  }
  // In development every stylesheet goes into one chunk, gathered from chunks that import CSS
  // modules in different orders; as no two modules style the same class, that order cannot
  // change the page, and the extractor's "Conflicting order" warnings would hide real ones. The
  // browser bundle splits stylesheets by template (splitStylesByTemplate), where a conflict
  // would be real: its warnings stay on.
  for (const plugin of (config.plugins ?? []) as Plugin[]) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin" && plugin.options) {
      if (stage === "build-javascript") plugin.options.chunkFilename = lazyChunkFilename("css")
      else plugin.options.ignoreOrder = true
    }
  }
  if (stage === "build-javascript" || stage === "develop") {
    // A rule's `resolve` applies to the requests its matching modules make.
    const rule = { test: pluginFolder, resolve: { alias: { "react-i18next$": reactI18nextForPlugin } } }
    config.module = { ...config.module, rules: [...(config.module?.rules ?? []), rule] }
  }
  if (stage === "build-javascript") {
    config.output = { ...config.output, chunkFilename: lazyChunkFilename("js") }
    // Source maps are written without the comment that points browsers at them: onPostBuild
    // moves them out of public/ with the other build internals, so they stay on the build machine.
    config.devtool = "hidden-source-map"
    // A copy built only for behaviour tests (the fixture site) skips minifying and source maps,
    // most of this stage's time: its tests look at what pages do, not at their bytes.
    if (process.env.TIDAS_MINIFY === "off") {
      config.devtool = false
      config.optimization = { ...config.optimization, minimize: false }
    }
    const splitChunks = config.optimization?.splitChunks
    if (splitChunks) config.optimization = { ...config.optimization, splitChunks: splitStylesByTemplate(splitChunks) }
  }
  actions.replaceWebpackConfig(config)
}
