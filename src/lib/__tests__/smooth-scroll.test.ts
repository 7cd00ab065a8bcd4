import { fallbackEaseFactor, hashTarget, landOnTarget, smoothScrollTo, type ScrollEnvironment } from "../smooth-scroll"

function fakeEnvironment(options: { reduced?: boolean; smooth?: boolean; start?: number }) {
  let y = options.start ?? 0
  const frames: Array<() => void> = []
  const calls: ScrollToOptions[] = []
  const env: ScrollEnvironment = {
    prefersReducedMotion: () => options.reduced ?? false,
    supportsSmoothScroll: () => options.smooth ?? false,
    scrollY: () => y,
    scrollTo: (to) => {
      calls.push(to)
      y = to.top ?? y
    },
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: () => frames.splice(0),
  }
  const runFrame = () => frames.shift()?.()
  return { env, calls, runFrame, frames, position: () => y }
}

describe("smoothScrollTo", () => {
  it("uses the browser's smooth scrolling when supported", () => {
    const { env, calls } = fakeEnvironment({ smooth: true, start: 500 })
    smoothScrollTo(0, env)
    expect(calls).toEqual([{ top: 0, behavior: "smooth" }])
  })

  it("jumps when the reader prefers reduced motion", () => {
    const { env, calls } = fakeEnvironment({ smooth: true, reduced: true, start: 500 })
    smoothScrollTo(0, env)
    expect(calls).toEqual([{ top: 0, behavior: "instant" }])
  })

  it("otherwise eases frame by frame, keeping 85% of the remaining distance", () => {
    const { env, runFrame, position } = fakeEnvironment({ start: 1000 })
    smoothScrollTo(0, env)
    runFrame()
    expect(position()).toBe(Math.floor(1000 * fallbackEaseFactor))
    runFrame()
    expect(position()).toBe(Math.floor(850 * fallbackEaseFactor))
    for (let i = 0; i < 100; i++) runFrame()
    expect(position()).toBe(0)
  })

  it("eases downwards too, and can be stopped", () => {
    const { env, runFrame, position, frames } = fakeEnvironment({ start: 0 })
    const stop = smoothScrollTo(1000, env)
    runFrame()
    expect(position()).toBe(1000 - 850)
    stop()
    expect(frames).toHaveLength(0)
  })
})

describe("landOnTarget", () => {
  const root = document.documentElement
  beforeEach(() => {
    jest.useFakeTimers()
    // The stylesheet's scroll padding (the sticky navbar and a little air), and a long page.
    jest.spyOn(window, "getComputedStyle").mockReturnValue({ scrollPaddingTop: "72px" } as CSSStyleDeclaration)
    Object.defineProperty(root, "scrollHeight", { configurable: true, value: 100_000 })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    delete (root as { scrollHeight?: number }).scrollHeight
  })

  function heading(top: number) {
    const element = document.createElement("h2")
    element.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect
    element.scrollIntoView = jest.fn()
    return element
  }

  it("brings back a target that a scroll carried out of view, once scrolling ends", () => {
    const above = heading(-6000)
    landOnTarget(above)
    jest.advanceTimersByTime(1000)
    expect(above.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" })
  })

  it("puts a target that landed a few pixels off back in its place under the navbar", () => {
    const underNavbar = heading(66)
    landOnTarget(underNavbar)
    jest.advanceTimersByTime(1000)
    expect(underNavbar.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" })
    const low = heading(90)
    landOnTarget(low)
    jest.advanceTimersByTime(1000)
    expect(low.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" })
  })

  it("leaves a target in its place where it is", () => {
    for (const top of [72, 71, 74]) {
      const shown = heading(top)
      landOnTarget(shown)
      jest.advanceTimersByTime(1000)
      expect(shown.scrollIntoView).not.toHaveBeenCalled()
    }
  })

  it("leaves a target lower than its place at the end of the page, which cannot scroll further", () => {
    Object.defineProperty(root, "scrollHeight", { configurable: true, value: window.innerHeight })
    const last = heading(300)
    landOnTarget(last)
    jest.advanceTimersByTime(1000)
    expect(last.scrollIntoView).not.toHaveBeenCalled()
  })

  it("leaves the page alone once the reader scrolls", () => {
    const above = heading(-6000)
    landOnTarget(above)
    window.dispatchEvent(new Event("wheel"))
    jest.advanceTimersByTime(1000)
    expect(above.scrollIntoView).not.toHaveBeenCalled()
  })
})

describe("hashTarget", () => {
  it("finds the element a hash names, encoded or not, and reads a malformed escape as written", () => {
    document.body.innerHTML = '<h2 id="数据集">a</h2><h2 id="100%">b</h2>'
    expect(hashTarget(`#${encodeURIComponent("数据集")}`)?.textContent).toBe("a")
    expect(hashTarget("#数据集")?.textContent).toBe("a")
    expect(hashTarget("#100%")?.textContent).toBe("b")
    expect(hashTarget("#missing")).toBeNull()
  })
})
