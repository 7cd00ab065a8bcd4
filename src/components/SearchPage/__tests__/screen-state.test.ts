import { screenOf } from "../screen-state"

const results = (query: string, nbHits: number) => ({ query, nbHits })

describe("screenOf", () => {
  it("shows nothing without a query, whatever the backend says", () => {
    expect(screenOf({ query: "  ", status: "error", results: results("a", 3) })).toBe("empty")
  })

  it("shows the error before anything else", () => {
    expect(screenOf({ query: "a", status: "error", results: results("a", 3) })).toBe("error")
  })

  it("waits for the first real answer", () => {
    expect(screenOf({ query: "a", status: "loading", results: null })).toBe("loading")
    expect(screenOf({ query: "a", status: "idle", results: { ...results("", 0), __isArtificial: true } })).toBe(
      "loading",
    )
    expect(screenOf({ query: "a", status: "loading", results: results("", 0) })).toBe("loading")
  })

  it("keeps earlier hits while the next query runs, but not an earlier 'no results'", () => {
    expect(screenOf({ query: "ab", status: "loading", results: results("a", 3) })).toBe("results")
    expect(screenOf({ query: "ab", status: "loading", results: results("a", 0) })).toBe("loading")
  })

  it("shows the titles part's hits as partial, and its 'nothing' as not answered yet", () => {
    const titlesOnly = (nbHits: number) => ({ ...results("a", nbHits), contentPending: true })
    expect(screenOf({ query: "a", status: "idle", results: titlesOnly(10) })).toBe("partial")
    expect(screenOf({ query: "a", status: "idle", results: titlesOnly(0) })).toBe("loading")
    expect(screenOf({ query: "a", status: "idle", results: { ...titlesOnly(10), contentPending: false } })).toBe(
      "results",
    )
  })

  it("tells results from no results", () => {
    expect(screenOf({ query: "a", status: "idle", results: results("a", 0) })).toBe("noResults")
    expect(screenOf({ query: "a", status: "idle", results: results("a", 1) })).toBe("results")
  })
})
