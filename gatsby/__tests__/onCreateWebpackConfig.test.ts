import { onCreateWebpackConfig } from "../onCreateWebpackConfig"

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean } = {}
}
class OtherPlugin {
  options: { ignoreOrder?: boolean } = {}
}

type Config = { resolve?: { alias?: Record<string, string> }; output: { chunkFilename?: string }; plugins: Array<{ options: { ignoreOrder?: boolean } }> }

function run(stage: string) {
  const config: Config = { output: {}, plugins: [new MiniCssExtractPlugin(), new OtherPlugin()] }
  const replaced: Config[] = []
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig: (next: Config) => replaced.push(next) } }
  ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  return replaced
}

describe("onCreateWebpackConfig", () => {
  it("puts lazy chunks in their own folder, so one header rule can cache them", () => {
    const [config] = run("build-javascript")
    expect(config.output.chunkFilename).toBe("chunks/[name]-[contenthash].js")
  })

  it.each(["build-javascript", "develop"])("lets CSS modules load in any order in %s", (stage) => {
    const [config] = run(stage)
    expect(config.plugins[0].options.ignoreOrder).toBe(true)
    expect(config.plugins[1].options.ignoreOrder).toBeUndefined()
  })

  it.each(["build-javascript", "build-html", "develop"])("resolves every i18next request to one copy in %s", (stage) => {
    const [config] = run(stage)
    expect(config.resolve?.alias?.["i18next$"]).toMatch(/i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/)
  })

  it("leaves the server-rendering stage's output alone", () => {
    const replaced = run("build-html")
    expect(replaced.every((config) => config.output.chunkFilename === undefined)).toBe(true)
  })

  it("runs the browser bundle on React, not an alias", () => {
    const replaced = run("build-javascript")
    expect(JSON.stringify(replaced)).not.toMatch(/preact/)
  })
})
