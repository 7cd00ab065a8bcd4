import { inlineScriptHashes } from "../headers"
import { pageIndependentBootstrap } from "../page-bootstrap"

// Gatsby 5's bootstrap, as static-entry writes it.
const bootstrap = (path: string) =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};window.___webpackCompilationHash="54cf751de44a15c5f6df";/*]]>*/`
const page = (path: string, code: string, attributes = "") =>
  `<html><body><script id="gatsby-script-loader"${attributes}>${code}</script></body></html>`

describe("page-independent bootstrap", () => {
  it("moves the page path out of the code, so every page's script has the same hash", () => {
    const intro = pageIndependentBootstrap(bootstrap("/en/docs/intro"))!
    const quoted = pageIndependentBootstrap(bootstrap('/ja/docs/"odd"\\path'))!
    expect(intro.pagePath).toBe("/en/docs/intro")
    expect(quoted.pagePath).toBe('/ja/docs/"odd"\\path')
    expect(intro.code).toBe(quoted.code)
    expect(intro.code).toContain('window.___webpackCompilationHash="54cf751de44a15c5f6df"')
    expect(inlineScriptHashes(page("/en/docs/intro", intro.code))).toEqual(inlineScriptHashes(page("/", quoted.code)))
    // Before: two pages, two hashes.
    expect(inlineScriptHashes(page("", bootstrap("/a")))).not.toEqual(inlineScriptHashes(page("", bootstrap("/b"))))
  })

  it("runs in the browser as Gatsby's own did: window.pagePath is the page's path", () => {
    const { code, pagePath } = pageIndependentBootstrap(bootstrap("/ja/search"))!
    document.body.innerHTML = ""
    const script = document.createElement("script")
    script.dataset.pagePath = pagePath
    // jsdom runs inline scripts only when asked; evaluate with document.currentScript set.
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    new Function(code)()
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/ja/search")
  })

  it("leaves code of another shape alone", () => {
    expect(pageIndependentBootstrap("window.somethingElse=1;")).toBeNull()
  })
})
