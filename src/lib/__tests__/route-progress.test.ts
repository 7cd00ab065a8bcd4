import NProgress from "accessible-nprogress"
import { finishRouteProgress, isRouteChangeClick, startRouteProgress } from "../route-progress"

jest.mock("accessible-nprogress", () => ({ __esModule: true, default: { start: jest.fn(), done: jest.fn() } }))

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement("a")
  element.href = href
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

const click = (init: MouseEventInit = {}) => new MouseEvent("click", { button: 0, ...init })

describe("route progress", () => {
  beforeEach(() => window.history.replaceState(null, "", "/ja/docs/intro"))

  it("counts a plain click on a link to another page of the site", () => {
    expect(isRouteChangeClick(click(), link("/ja/docs/faq/glossary"))).toBe(true)
    expect(isRouteChangeClick(click(), link("/ja/blog?page=2"))).toBe(true)
  })

  it("leaves out new tabs, downloads, files, other sites and the same page", () => {
    expect(isRouteChangeClick(click({ ctrlKey: true }), link("/ja/blog"))).toBe(false)
    expect(isRouteChangeClick(click(), link("/ja/blog", { target: "_blank" }))).toBe(false)
    expect(isRouteChangeClick(click(), link("/schemas/tidas-schemas.zip", { download: "" }))).toBe(false)
    expect(isRouteChangeClick(click(), link("/schemas/tidas_processes.json"))).toBe(false)
    expect(isRouteChangeClick(click(), link("https://github.com/tiangong-lca"))).toBe(false)
    expect(isRouteChangeClick(click(), link("/ja/docs/intro#next-steps"))).toBe(false)
  })

  it("shows the bar only when the change takes over 200 ms", () => {
    jest.useFakeTimers()
    startRouteProgress()
    jest.advanceTimersByTime(150)
    finishRouteProgress()
    jest.advanceTimersByTime(500)
    expect(NProgress.start).not.toHaveBeenCalled()
    startRouteProgress()
    jest.advanceTimersByTime(200)
    expect(NProgress.start).toHaveBeenCalledTimes(1)
    finishRouteProgress()
    expect(NProgress.done).toHaveBeenCalled()
    jest.useRealTimers()
  })
})
