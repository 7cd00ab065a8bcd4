import { blockDrawnAttribute, drawAllSectionsAttribute, sectionsCompleteAttribute } from "../names"
import { drawSectionsWhenIdle, drawBeforeJumpScript, showAllSections } from "../sections"

describe("drawBeforeJumpScript", () => {
  const run = (type: string | null, hash = "") => {
    window.history.replaceState(null, "", `/docs/page${hash}`)
    document.documentElement.removeAttribute(drawAllSectionsAttribute)
    const entries = type ? [{ type }] : []
    // jsdom has no navigation timing: the script sees the entries it would get in a browser.
    const perf = performance as unknown as { getEntriesByType?: (kind: string) => unknown[] }
    perf.getEntriesByType = (kind) => (kind === "navigation" ? entries : [])
    new Function(drawBeforeJumpScript())()
    delete perf.getEntriesByType
    return document.documentElement.hasAttribute(drawAllSectionsAttribute)
  }

  it("draws every section when the browser will restore a scroll position", () => {
    expect(run("reload")).toBe(true)
    expect(run("back_forward")).toBe(true)
  })

  it("draws every section when the browser will jump to a #fragment", () => {
    expect(run("navigate", "#usage")).toBe(true)
    expect(run(null, "#usage")).toBe(true)
  })

  it("leaves them to be drawn as the reader nears them on a plain visit", () => {
    expect(run("navigate")).toBe(false)
    expect(run(null, "#")).toBe(false)
  })

  it("draws every section when a #fragment is typed in later", () => {
    expect(run("navigate")).toBe(false)
    window.history.replaceState(null, "", "/docs/page#usage")
    window.dispatchEvent(new HashChangeEvent("hashchange"))
    expect(document.documentElement.hasAttribute(drawAllSectionsAttribute)).toBe(true)
  })
})

describe("drawSectionsWhenIdle", () => {
  const root = document.documentElement
  const page = (sections: number, blocksEach: number) => {
    document.body.innerHTML = `<div class="markdown">${Array.from({ length: sections }, (_, s) => `<section class="doc-section"><h2>S${s}</h2>${Array.from({ length: blocksEach - 1 }, (_, b) => `<p>B${s}.${b}</p>`).join("")}</section>`).join("")}</div>`
  }
  const drawn = () =>
    [...document.querySelectorAll(".markdown .doc-section > *")].map((block) => block.hasAttribute(blockDrawnAttribute))
  let clock = 0

  beforeEach(() => {
    jest.useFakeTimers()
    clock = 0
    // Each block takes 3 ms to lay out, so an 8 ms slice draws three of them.
    jest.spyOn(performance, "now").mockImplementation(() => clock)
    jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(() => {
      clock += 3
      return new DOMRect()
    })
    root.removeAttribute(drawAllSectionsAttribute)
    root.removeAttribute(sectionsCompleteAttribute)
  })

  afterEach(() => {
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("draws the blocks of the third section on, a slice at a time when idle, then says so", () => {
    page(4, 3)
    drawSectionsWhenIdle()
    expect(drawn().filter(Boolean)).toHaveLength(0)
    jest.advanceTimersByTime(1)
    // The first two sections are never skipped, so they are left alone.
    expect(drawn()).toEqual([false, false, false, false, false, false, true, true, true, false, false, false])
    expect(root.hasAttribute(sectionsCompleteAttribute)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(drawn().slice(6)).toEqual([true, true, true, true, true, true])
    jest.advanceTimersByTime(1)
    expect(root.hasAttribute(sectionsCompleteAttribute)).toBe(true)
  })

  it("stops once a jump has shown every section", () => {
    page(5, 3)
    drawSectionsWhenIdle()
    jest.advanceTimersByTime(1)
    showAllSections()
    jest.advanceTimersByTime(10)
    expect(drawn().filter(Boolean)).toHaveLength(3)
    expect(root.hasAttribute(sectionsCompleteAttribute)).toBe(true)
  })

  it("goes on with the next page's blocks when the reader moves on while it draws", () => {
    page(5, 3)
    drawSectionsWhenIdle()
    jest.advanceTimersByTime(1)
    page(3, 4)
    root.setAttribute(sectionsCompleteAttribute, "")
    drawSectionsWhenIdle()
    // The attribute describes the page now shown, whose blocks are not drawn yet.
    expect(root.hasAttribute(sectionsCompleteAttribute)).toBe(false)
    jest.advanceTimersByTime(1)
    // One loop, not two: one slice of three blocks per idle callback.
    expect(drawn().filter(Boolean)).toHaveLength(3)
    jest.advanceTimersByTime(2)
    expect(drawn()).toEqual([false, false, false, false, false, false, false, false, true, true, true, true])
    expect(root.hasAttribute(sectionsCompleteAttribute)).toBe(true)
  })
})
