import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { generatedModule, runtimeModule } from "../src/lib/validator/standalone"
import { validatorModulesDir, validatorRuntimeFile } from "./validators"

/**
 * Lazy chunks (one per doc page's MDX component, plus the search and validator parts) go to
 * their own folder: static hosts then cache them all as immutable with one `/chunks/*` header
 * rule, where one rule per file would pass Cloudflare Pages' 100-rule limit.
 */
export const chunkFilename = "chunks/[name]-[contenthash].js"

/**
 * i18next ships an ES module and a CommonJS build; gatsby-plugin-react-i18next `require`s it
 * and react-i18next and the site `import` it, so without this the browser would download it
 * twice. Every request for it gets the ES module.
 */
export const i18nextModule = path.resolve("node_modules/i18next/dist/esm/i18next.js")

/** The part of react-i18next that gatsby-plugin-react-i18next's browser code uses (see the module). */
export const reactI18nextForPlugin = path.resolve("src/i18n/react-i18next-for-plugin.ts")
export const pluginFolder = /[\\/]node_modules[\\/]gatsby-plugin-react-i18next[\\/]/

type Plugin = { constructor: { name: string }; options?: { ignoreOrder?: boolean } }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  // Every stage bundles the validator's worker, and with it the generated validators.
  const validatorAliases = { [generatedModule]: validatorModulesDir, [runtimeModule]: validatorRuntimeFile }
  const config = getConfig()
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, ...validatorAliases, i18next$: i18nextModule },
  }
  // Every component's styles are a CSS module whose classes no other module styles, so the
  // order in which chunks happen to pull them in cannot change the page; the extractor's
  // "Conflicting order" warnings say nothing about this site and would hide real ones.
  for (const plugin of (config.plugins ?? []) as Plugin[]) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin" && plugin.options) {
      plugin.options.ignoreOrder = true
    }
  }
  if (stage === "build-javascript" || stage === "develop") {
    // A rule's `resolve` applies to the requests its matching modules make.
    const rule = { test: pluginFolder, resolve: { alias: { "react-i18next$": reactI18nextForPlugin } } }
    config.module = { ...config.module, rules: [...(config.module?.rules ?? []), rule] }
  }
  if (stage === "build-javascript") {
    config.output = { ...config.output, chunkFilename }
    // Source maps are written without the comment that points browsers at them: onPostBuild
    // moves them out of public/ with the other build internals, so they stay on the build machine.
    config.devtool = "hidden-source-map"
  }
  actions.replaceWebpackConfig(config)
}
