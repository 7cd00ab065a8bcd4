import type { GatsbyNode } from "gatsby"
import { generatedModule, runtimeModule } from "../src/lib/validator/standalone"
import { validatorModulesDir, validatorRuntimeFile } from "./validators"

// Issue 8: React DOM alone is ~40 KB gzip of a doc page's first-visit JavaScript; preact/compat
// does the same job in ~5 KB. Only the browser bundle of a production build is switched:
// - build-html (server rendering) stays on React, so the HTML is what it was, and Preact
//   hydrates it;
// - develop stays on React for its fast refresh and its detailed warnings;
// - Jest does not use webpack at all, so the unit tests keep running on React.
// Webpack takes the first alias that matches, so the specific paths come before the packages.
const preactAliases: Record<string, string> = {
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react-dom/test-utils": "preact/test-utils",
  // Also covers "react-dom/client" (createRoot/hydrateRoot in gatsby-browser.tsx).
  "react-dom": "preact/compat",
  react: "preact/compat",
}

// The same rule as Gatsby's own framework chunk (top-level copies only), for Preact: the
// framework chunk changes least often, so browsers keep it cached across deploys.
const topLevelPreact = /(?<!node_modules.*)[\\/]node_modules[\\/]preact[\\/]/

/**
 * Lazy chunks (one per doc page's MDX component, plus the search and validator parts) go to
 * their own folder: static hosts then cache them all as immutable with one `/chunks/*` header
 * rule, where one rule per file would pass Cloudflare Pages' 100-rule limit.
 */
export const chunkFilename = "chunks/[name]-[contenthash].js"

type Module = { nameForCondition?: () => string | null }
type CacheGroup = { test?: (module: Module) => boolean }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  // Every stage bundles the validator's worker, and with it the generated validators.
  const validatorAliases = { [generatedModule]: validatorModulesDir, [runtimeModule]: validatorRuntimeFile }
  if (stage !== "build-javascript") {
    actions.setWebpackConfig({ resolve: { alias: validatorAliases } })
    return
  }
  const config = getConfig()
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework as CacheGroup | undefined
  const gatsbyTest = framework?.test
  if (framework && typeof gatsbyTest === "function") {
    framework.test = (module) => topLevelPreact.test(module.nameForCondition?.() ?? "") || gatsbyTest(module)
  }
  // Gatsby's own "react" and "react-dom" aliases point at the React packages: they are replaced.
  const gatsbyAliases = Object.entries((config.resolve?.alias ?? {}) as Record<string, string>).filter(([name]) => !(name in preactAliases))
  config.resolve = { ...config.resolve, alias: { ...preactAliases, ...validatorAliases, ...Object.fromEntries(gatsbyAliases) } }
  config.output = { ...config.output, chunkFilename }
  // Source maps are written without the comment that points browsers at them: onPostBuild
  // moves them out of public/ with the other build internals, so they stay on the build machine.
  config.devtool = "hidden-source-map"
  actions.replaceWebpackConfig(config)
}
