import { onCreateWebpackConfig } from "../onCreateWebpackConfig"

type Module = { nameForCondition: () => string }
type Config = { resolve: { alias: Record<string, string> }; optimization: { splitChunks: { cacheGroups: { framework: { test: (module: Module) => boolean } } } } }

// A trimmed copy of what Gatsby hands over: its React aliases and its framework chunk rule.
const gatsbyConfig = (): Config => ({
  resolve: { alias: { "gatsby-core-utils/create-content-digest": "/site/.cache/shim.js", react: "/site/node_modules/react", "react-dom": "/site/node_modules/react-dom" } },
  optimization: { splitChunks: { cacheGroups: { framework: { test: (module) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(module.nameForCondition()) } } } },
})

function run(stage: string) {
  const config = gatsbyConfig()
  const replaced: Config[] = []
  const set: unknown[] = []
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig: (next: Config) => replaced.push(next), setWebpackConfig: (part: unknown) => set.push(part) } }
  ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  return Object.assign(replaced, { set })
}

// Webpack's rule: the first alias whose name equals the request or is a path prefix of it wins.
function resolve(alias: Record<string, string>, request: string) {
  const hit = Object.entries(alias).find(([name]) => request === name || request.startsWith(`${name}/`))
  return hit ? hit[1] + request.slice(hit[0].length) : request
}

describe("onCreateWebpackConfig", () => {
  it("resolves React to preact/compat in the production browser bundle", () => {
    const [config] = run("build-javascript")
    const alias = config.resolve.alias
    expect(resolve(alias, "react")).toBe("preact/compat")
    expect(resolve(alias, "react/jsx-runtime")).toBe("preact/compat/jsx-runtime")
    expect(resolve(alias, "react-dom")).toBe("preact/compat")
    expect(resolve(alias, "react-dom/client")).toBe("preact/compat/client")
    expect(resolve(alias, "gatsby-core-utils/create-content-digest")).toBe("/site/.cache/shim.js")
  })

  it("puts top-level Preact in the framework chunk, beside what Gatsby put there", () => {
    const [config] = run("build-javascript")
    const test = (file: string) => config.optimization.splitChunks.cacheGroups.framework.test({ nameForCondition: () => file })
    expect(test("/site/node_modules/preact/compat/dist/compat.module.js")).toBe(true)
    expect(test("/site/node_modules/scheduler/index.js")).toBe(true)
    expect(test("/site/node_modules/instantsearch.js/node_modules/preact/dist/preact.module.js")).toBe(false)
    expect(test("/site/node_modules/preact-render-to-string/dist/index.js")).toBe(false)
  })

  it("puts lazy chunks in their own folder, so one header rule can cache them", () => {
    const [config] = run("build-javascript") as unknown as Array<{ output: { chunkFilename: string } }>
    expect(config.output.chunkFilename).toBe("chunks/[name]-[contenthash].js")
  })

  it.each(["build-html", "develop", "develop-html"])("leaves %s on React", (stage) => {
    expect([...run(stage)]).toEqual([])
  })

  it.each(["build-javascript", "build-html", "develop", "develop-html"])("lets %s find the generated validators", (stage) => {
    const result = run(stage)
    const alias = result.length ? result[0].resolve.alias : (result.set[0] as Config).resolve.alias
    expect(resolve(alias, "tidas-validators/index.js")).toMatch(/\.cache\/tidas-validators\/index\.js$/)
    expect(resolve(alias, "tidas-validator-runtime")).toMatch(/src\/lib\/validator\/unique-items\.ts$/)
  })

  it("keeps source maps out of the published files: no comment points at them", () => {
    const [config] = run("build-javascript") as unknown as Array<{ devtool: string }>
    expect(config.devtool).toBe("hidden-source-map")
  })
})
