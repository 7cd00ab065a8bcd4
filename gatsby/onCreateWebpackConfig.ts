import type { GatsbyNode } from "gatsby"

/**
 * Lazy chunks (one per doc page's MDX component, plus the search and validator parts) go to
 * their own folder: static hosts then cache them all as immutable with one `/chunks/*` header
 * rule, where one rule per file would pass Cloudflare Pages' 100-rule limit.
 */
export const chunkFilename = "chunks/[name]-[contenthash].js"

type Plugin = { constructor: { name: string }; options?: { ignoreOrder?: boolean } }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  const config = getConfig()
  let changed = false
  // Every component's styles are a CSS module whose classes no other module styles, so the
  // order in which chunks happen to pull them in cannot change the page; the extractor's
  // "Conflicting order" warnings say nothing about this site and would hide real ones.
  for (const plugin of (config.plugins ?? []) as Plugin[]) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin" && plugin.options) {
      plugin.options.ignoreOrder = true
      changed = true
    }
  }
  if (stage === "build-javascript") {
    config.output = { ...config.output, chunkFilename }
    changed = true
  }
  if (changed) actions.replaceWebpackConfig(config)
}
