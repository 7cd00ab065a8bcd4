import path from "node:path"
import { onCreateWebpackConfig, pluginFolder, reactI18nextForPlugin } from "../onCreateWebpackConfig"

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean } = {}
}
class OtherPlugin {
  options: { ignoreOrder?: boolean } = {}
}

type Rule = { test: RegExp; resolve: { alias: Record<string, string> } }
type Config = {
  module?: { rules?: Rule[] }
  resolve?: { alias?: Record<string, string> }
  output: { chunkFilename?: string }
  plugins: Array<{ options: { ignoreOrder?: boolean } }>
}

function run(stage: string) {
  const config: Config = { output: {}, plugins: [new MiniCssExtractPlugin(), new OtherPlugin()] }
  const replaced: Config[] = []
  const set: unknown[] = []
  const args = {
    stage,
    getConfig: () => config,
    actions: {
      replaceWebpackConfig: (next: Config) => replaced.push(next),
      setWebpackConfig: (part: unknown) => set.push(part),
    },
  }
  ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  return Object.assign(replaced, { set })
}

// Webpack's rule: the first alias whose name equals the request or is a path prefix of it wins.
function resolve(alias: Record<string, string>, request: string) {
  const hit = Object.entries(alias).find(([name]) => request === name || request.startsWith(`${name}/`))
  return hit ? hit[1] + request.slice(hit[0].length) : request
}

describe("onCreateWebpackConfig", () => {
  it("puts lazy chunks in their own folder, so one header rule can cache them", () => {
    const [config] = run("build-javascript")
    expect(config.output.chunkFilename).toBe("chunks/[name]-[contenthash].js")
  })

  it.each(["build-javascript", "develop"])(
    "gives gatsby-plugin-react-i18next's browser code only the parts of react-i18next it uses in %s",
    (stage) => {
      const [config] = run(stage)
      const pluginFile = path.resolve("node_modules/gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js")
      const rules = (config.module?.rules ?? []).filter((rule) => rule.test.test(pluginFile))
      expect(rules.map((rule) => rule.resolve.alias["react-i18next$"])).toEqual([reactI18nextForPlugin])
      // The site's own imports keep the package, whose ES modules webpack can shake.
      expect(pluginFolder.test(path.resolve("src/i18n/useLocale.ts"))).toBe(false)
    },
  )

  it.each(["build-javascript", "develop"])("lets CSS modules load in any order in %s", (stage) => {
    const [config] = run(stage)
    expect(config.plugins[0].options.ignoreOrder).toBe(true)
    expect(config.plugins[1].options.ignoreOrder).toBeUndefined()
  })

  it.each(["build-javascript", "build-html", "develop"])(
    "resolves every i18next request to one copy in %s",
    (stage) => {
      const [config] = run(stage)
      expect(config.resolve?.alias?.["i18next$"]).toMatch(/i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/)
    },
  )

  it("leaves the server-rendering stage's output alone", () => {
    const replaced = run("build-html")
    expect(replaced.every((config) => config.output.chunkFilename === undefined)).toBe(true)
  })

  it("runs the browser bundle on React, not an alias", () => {
    const replaced = run("build-javascript")
    expect(JSON.stringify(replaced)).not.toMatch(/preact/)
  })

  it.each(["build-javascript", "build-html", "develop", "develop-html"])(
    "lets %s find the generated validators",
    (stage) => {
      const [config] = run(stage)
      const alias = config.resolve?.alias ?? {}
      expect(resolve(alias, "tidas-validators/index.js")).toMatch(/\.cache\/tidas-validators\/index\.js$/)
      expect(resolve(alias, "tidas-validator-runtime")).toMatch(/src\/lib\/validator\/unique-items\.ts$/)
    },
  )

  it("keeps source maps out of the published files: no comment points at them", () => {
    const [config] = run("build-javascript") as unknown as Array<{ devtool: string }>
    expect(config.devtool).toBe("hidden-source-map")
  })
})
