import { appMissingEvent, appScriptsLoader, withAppScriptsAfterPaint } from "../app-scripts"

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">boot()</script>${scripts}</body></html>`

describe("the app's scripts after the first paint", () => {
  it("replaces Gatsby's run of async script tags with one loader that names them in order", () => {
    const html = page(
      `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>`,
    )
    const rewritten = withAppScriptsAfterPaint(html)
    expect(rewritten).not.toContain(" async>")
    expect(rewritten).toContain(
      `<script id="gatsby-script-loader">boot()</script><script data-app-scripts="/webpack-runtime-1.js /framework-2.js /app-3.js">`,
    )
    expect(withAppScriptsAfterPaint(rewritten)).toBe(rewritten)
  })

  it("writes the same loader on every page, whatever its files", () => {
    const one = withAppScriptsAfterPaint(page(`<script src="/app-1.js" async></script>`))
    const two = withAppScriptsAfterPaint(page(`<script src="/app-2.js" async></script>`))
    const body = (html: string) => html.match(/<script data-app-scripts="[^"]*">(.*?)<\/script>/)?.[1]
    expect(body(one)).toBe(appScriptsLoader())
    expect(body(two)).toBe(body(one))
  })

  describe("the loader, run in the page", () => {
    let frame: FrameRequestCallback | undefined
    beforeEach(() => {
      jest.useFakeTimers()
      frame = undefined
      jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
        frame = callback
        return 1
      })
      document.body.innerHTML = ""
      delete (window as { ___loader?: unknown }).___loader
    })
    afterEach(() => {
      jest.useRealTimers()
      jest.restoreAllMocks()
    })

    function runLoader(files: string) {
      const script = document.createElement("script")
      script.setAttribute("data-app-scripts", files)
      document.body.appendChild(script)
      Object.defineProperty(document, "currentScript", { value: script, configurable: true })
      new Function(appScriptsLoader())()
      Object.defineProperty(document, "currentScript", { value: null, configurable: true })
    }
    const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))

    it("adds the scripts, in order, once the first frame has been drawn", () => {
      runLoader("/a.js /b.js")
      expect(requested()).toEqual([])
      frame!(0)
      expect(requested()).toEqual([])
      jest.advanceTimersByTime(0)
      expect(requested()).toEqual(["/a.js", "/b.js"])
      jest.advanceTimersByTime(2000)
      expect(requested()).toEqual(["/a.js", "/b.js"])
    })

    it("adds them after a second in a tab that draws no frames", () => {
      runLoader("/a.js")
      jest.advanceTimersByTime(999)
      expect(requested()).toEqual([])
      jest.advanceTimersByTime(1)
      expect(requested()).toEqual(["/a.js"])
    })

    it("reports a missing app once every script has loaded or failed and none started it", () => {
      const missing = jest.fn()
      window.addEventListener(appMissingEvent, missing)
      runLoader("/a.js /b.js")
      jest.advanceTimersByTime(1000)
      const [a, b] = document.querySelectorAll("script[src]")
      a.dispatchEvent(new Event("error"))
      expect(missing).not.toHaveBeenCalled()
      b.dispatchEvent(new Event("load"))
      expect(missing).toHaveBeenCalledTimes(1)
      window.removeEventListener(appMissingEvent, missing)
    })

    it("reports nothing when the app started", () => {
      const missing = jest.fn()
      window.addEventListener(appMissingEvent, missing)
      runLoader("/a.js")
      jest.advanceTimersByTime(1000)
      ;(window as { ___loader?: unknown }).___loader = {}
      document.querySelector("script[src]")!.dispatchEvent(new Event("load"))
      expect(missing).not.toHaveBeenCalled()
      window.removeEventListener(appMissingEvent, missing)
    })
  })
})
