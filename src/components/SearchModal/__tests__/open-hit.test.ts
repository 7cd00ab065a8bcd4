import { navigate } from "gatsby"
import { openHit } from "../open-hit"
import { searchParams } from "../useModalSearch"

describe("openHit", () => {
  const leave = jest.fn()
  const open = jest.fn()
  const win = { leave, open }
  beforeEach(() => {
    leave.mockReset()
    open.mockReset()
    ;(navigate as jest.Mock).mockReset()
  })

  it("navigates client-side inside the site and leaves it with a full load for external urls", () => {
    openHit("/ja/docs/intro#start", "same", win)
    expect(navigate).toHaveBeenCalledWith("/ja/docs/intro#start")
    expect(leave).not.toHaveBeenCalled()
    openHit("https://github.com/linancn/tidas/issues", "same", win)
    expect(leave).toHaveBeenCalledWith("https://github.com/linancn/tidas/issues")
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "java\nscript:alert(1)",
    "https:evil.example",
  ])("opens nothing for %j, in any mode", (url) => {
    for (const mode of ["same", "tab", "window"] as const) openHit(url, mode, win)
    expect(navigate).not.toHaveBeenCalled()
    expect(open).not.toHaveBeenCalled()
    expect(leave).not.toHaveBeenCalled()
  })

  it("opens a new tab, or a new window, without a reference back", () => {
    openHit("/en/docs/intro", "tab", win)
    openHit("/en/docs/intro", "window", win)
    expect(open.mock.calls).toEqual([
      ["/en/docs/intro", "noopener"],
      ["/en/docs/intro", "noopener,popup"],
    ])
  })
})

describe("snippet length", () => {
  const narrow = (matches: boolean) => {
    window.matchMedia = jest
      .fn()
      .mockImplementation((query: string) => ({ matches: matches && query.includes("768px"), media: query })) as never
  }

  it("asks for 10-word snippets, or 5 on screens up to 768 px", () => {
    narrow(false)
    expect(searchParams("x", []).attributesToSnippet).toEqual(
      expect.arrayContaining(["content:10", "hierarchy.lvl2:10"]),
    )
    narrow(true)
    expect(searchParams("x", []).attributesToSnippet).toEqual(expect.arrayContaining(["content:5", "hierarchy.lvl2:5"]))
  })
})
