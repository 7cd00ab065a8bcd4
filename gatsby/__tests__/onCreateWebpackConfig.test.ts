import path from "node:path"
import {
  onCreateWebpackConfig,
  pluginFolder,
  reactI18nextForPlugin,
  splitStylesByTemplate,
  templateStylesName,
} from "../onCreateWebpackConfig"

type ChunkFile = (data: { chunk?: { name?: string | null } }) => string

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean; chunkFilename?: ChunkFile } = {}
}
class OtherPlugin {
  options: { ignoreOrder?: boolean; chunkFilename?: ChunkFile } = {}
}

type Group = {
  test?: (module: unknown, context: unknown) => boolean
  minChunks?: number
  name?: string | ((module: unknown, chunks: unknown[]) => string)
}
type SplitChunks = { cacheGroups: Record<string, Group> }

type Rule = { test: RegExp; resolve: { alias: Record<string, string> } }
type Config = {
  module?: { rules?: Rule[] }
  resolve?: { alias?: Record<string, string> }
  output: { chunkFilename?: ChunkFile }
  plugins: Array<{ options: { ignoreOrder?: boolean; chunkFilename?: ChunkFile } }>
  optimization?: { splitChunks?: SplitChunks }
}

// Gatsby's own groups, as its webpack configuration for the browser bundle declares them.
const gatsbyCacheGroups = (pageTemplates: number): SplitChunks => ({
  cacheGroups: {
    commons: { name: "commons", minChunks: pageTemplates },
    styles: { name: "styles", test: (module) => (module as Module).type === "css/mini-extract" },
  },
})

function run(stage: string) {
  const config: Config = {
    output: {},
    plugins: [new MiniCssExtractPlugin(), new OtherPlugin()],
    optimization: { splitChunks: gatsbyCacheGroups(3) },
  }
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

type Module = { type: string }
type Chunk = { name: string; canBeInitial: () => boolean }
const css: Module = { type: "css/mini-extract" }
const script: Module = { type: "javascript/auto" }
const page = (name: string): Chunk => ({ name: `component---src-templates-${name}-tsx`, canBeInitial: () => false })
const mdxPage = (template: string, file: string): Chunk => ({
  name: `component---src-templates-${template}-tsx-content-file-path-content-docs-${file}-ja-mdx`,
  canBeInitial: () => false,
})
const lazy = (name: string): Chunk => ({ name, canBeInitial: () => false })
const app: Chunk = { name: "app", canBeInitial: () => true }
// What webpack passes to a cache group's test: the chunks that hold the module.
const holders = (...chunks: Chunk[]) => ({ chunkGraph: { getModuleChunksIterable: () => chunks } })

// Webpack's rule: the first alias whose name equals the request or is a path prefix of it wins.
function resolve(alias: Record<string, string>, request: string) {
  const hit = Object.entries(alias).find(([name]) => request === name || request.startsWith(`${name}/`))
  return hit ? hit[1] + request.slice(hit[0].length) : request
}

describe("onCreateWebpackConfig", () => {
  it("puts lazy chunks in their own folder, so one header rule can cache them, page chunks' files named by id", () => {
    const file = run("build-javascript")[0].output.chunkFilename!
    expect(file({ chunk: { name: "search-results" } })).toBe("chunks/[name]-[contenthash:8].js")
    expect(file({ chunk: { name: mdxPage("doc", "intro").name } })).toBe("chunks/[id]-[contenthash:8].js")
    expect(file({ chunk: { name: null } })).toBe("chunks/[name]-[contenthash:8].js")
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

  it("lets CSS modules load in any order in develop, where all stylesheets are one", () => {
    const [config] = run("develop")
    expect(config.plugins[0].options.ignoreOrder).toBe(true)
    expect(config.plugins[1].options.ignoreOrder).toBeUndefined()
  })

  it("warns of CSS modules in conflicting order in the browser bundle, split by template", () => {
    const [config] = run("build-javascript")
    expect(config.plugins[0].options.ignoreOrder).toBeUndefined()
  })

  it("writes lazy chunks' stylesheets beside their scripts only in the browser bundle", () => {
    const file = run("build-javascript")[0].plugins[0].options.chunkFilename!
    expect(file({ chunk: { name: templateStylesName([page("doc"), page("schema-doc")]) } })).toBe(
      "chunks/[name]-[contenthash:8].css",
    )
    expect(file({ chunk: { name: page("doc-category").name } })).toBe("chunks/[id]-[contenthash:8].css")
    expect(run("develop")[0].plugins[0].options.chunkFilename).toBeUndefined()
  })

  describe("the site-wide stylesheet", () => {
    const { cacheGroups } = splitStylesByTemplate(gatsbyCacheGroups(3)) as SplitChunks
    const shell = cacheGroups.styles.test!
    const templates = [page("home"), page("doc"), page("search")]

    it("takes the app's own CSS and the CSS modules every page template imports", () => {
      expect(shell(css, holders(app))).toBe(true)
      expect(shell(css, holders(...templates))).toBe(true)
      expect(shell(css, holders(...templates, lazy("mobile-menu")))).toBe(true)
    })

    it("keeps a template's or a lazy part's CSS out of it", () => {
      expect(shell(css, holders(page("doc")))).toBe(false)
      expect(shell(css, holders(page("doc"), page("search"), lazy("search-modal")))).toBe(false)
      expect(shell(css, holders(lazy("search-modal")))).toBe(false)
      expect(shell(script, holders(app))).toBe(false)
    })

    it("gives CSS that several chunks share one stylesheet per set of templates", () => {
      const shared = cacheGroups.templateStyles.test!
      expect(shared(css, holders(page("doc"), page("schema-doc")))).toBe(true)
      expect(shared(css, holders(page("doc")))).toBe(false)
      expect(shared(script, holders(page("doc"), page("schema-doc")))).toBe(false)
      // Every doc page has its own chunk; all of them share their template's stylesheet.
      const docs = templateStylesName([mdxPage("doc", "intro"), mdxPage("doc", "faq-glossary")])
      expect(docs).toBe("styles--doc")
      expect(templateStylesName([mdxPage("schema-doc", "x"), mdxPage("doc", "intro"), page("doc-category")])).toBe(
        "styles--doc--doc-category--schema-doc",
      )
      expect(templateStylesName([page("search"), lazy("search-modal")])).toBe("styles--search--search-modal")
    })

    it("keeps CSS out of Gatsby's group of scripts every chunk shares", () => {
      expect(cacheGroups.commons.test!(css, holders(...templates))).toBe(false)
      expect(cacheGroups.commons.test!(script, holders(...templates))).toBe(true)
      expect(cacheGroups.commons.minChunks).toBe(3)
    })

    it("is what the browser bundle splits by, and only it", () => {
      const [built] = run("build-javascript")
      expect(built.optimization?.splitChunks?.cacheGroups.styles.test!(css, holders(page("doc")))).toBe(false)
      const [developed] = run("develop")
      expect(developed.optimization?.splitChunks?.cacheGroups.styles.test!(css, holders(page("doc")))).toBe(true)
    })
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

  it.each(["build-javascript", "develop"])("lets the browser's bundle in %s find the generated validators", (stage) => {
    const [config] = run(stage)
    const alias = config.resolve?.alias ?? {}
    expect(resolve(alias, "tidas-validators/index.js")).toMatch(/\.cache\/tidas-validators\/index\.js$/)
    expect(resolve(alias, "tidas-validator-runtime")).toMatch(/src\/lib\/validator\/unique-items\.ts$/)
  })

  it.each(["build-html", "develop-html"])("gives server rendering in %s an empty set of validators", (stage) => {
    const [config] = run(stage)
    expect(resolve(config.resolve?.alias ?? {}, "tidas-validators")).toMatch(/src\/lib\/validator\/no-validators\.ts$/)
  })

  it("keeps source maps out of the published files: no comment points at them", () => {
    const [config] = run("build-javascript") as unknown as Array<{ devtool: string }>
    expect(config.devtool).toBe("hidden-source-map")
  })

  it("with TIDAS_MINIFY=off, as for the fixture site, neither minifies nor writes source maps", () => {
    type Built = { devtool: string | false; optimization: { minimize?: boolean; splitChunks?: SplitChunks } }
    const [plain] = run("build-javascript") as unknown as Built[]
    expect(plain.optimization.minimize).toBeUndefined()
    process.env.TIDAS_MINIFY = "off"
    try {
      const [config] = run("build-javascript") as unknown as Built[]
      expect(config.devtool).toBe(false)
      expect(config.optimization.minimize).toBe(false)
      expect(config.optimization.splitChunks?.cacheGroups).toHaveProperty("commons")
    } finally {
      delete process.env.TIDAS_MINIFY
    }
  })
})
