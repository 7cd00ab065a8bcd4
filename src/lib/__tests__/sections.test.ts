import { restoredPositionScript, sectionsShownAttribute } from "../sections"

describe("restoredPositionScript", () => {
  const run = (type: string | null) => {
    document.documentElement.removeAttribute(sectionsShownAttribute)
    const entries = type ? [{ type }] : []
    // jsdom has no navigation timing: the script sees the entries it would get in a browser.
    const perf = performance as unknown as { getEntriesByType?: (kind: string) => unknown[] }
    perf.getEntriesByType = (kind) => (kind === "navigation" ? entries : [])
    new Function(restoredPositionScript())()
    delete perf.getEntriesByType
    return document.documentElement.hasAttribute(sectionsShownAttribute)
  }

  it("draws every section when the browser will restore a scroll position", () => {
    expect(run("reload")).toBe(true)
    expect(run("back_forward")).toBe(true)
  })

  it("leaves them to be drawn as the reader nears them on a plain visit", () => {
    expect(run("navigate")).toBe(false)
    expect(run(null)).toBe(false)
  })
})
