import { cutQuery, maxQueryLength, readSearchState, searchStateHref } from "../url-state"

describe("readSearchState", () => {
  it("reads the query and a 1-based page", () => {
    expect(readSearchState("?q=unit+group&page=3")).toEqual({ query: "unit group", page: 3, truncated: false })
    expect(readSearchState("")).toEqual({ query: "", page: 1, truncated: false })
  })

  it("ignores page numbers that are not whole numbers above 1", () => {
    for (const page of ["0", "-2", "2.5", "abc", "", "Infinity"])
      expect(readSearchState(`?q=a&page=${page}`).page).toBe(1)
    expect(readSearchState("?q=a&page=999999").page).toBe(1000)
  })

  it("tolerates bad percent-encoding", () => {
    expect(() => readSearchState("?q=%E0%A4%A")).not.toThrow()
    expect(readSearchState("?q=%E0%A4%A").query).toContain("%A")
    expect(readSearchState("?q=100%").query).toBe("100%")
  })

  it("cuts long queries to Algolia's limit and says so", () => {
    const state = readSearchState(`?q=${"a".repeat(10_000)}`)
    expect(state.query).toHaveLength(maxQueryLength)
    expect(state.truncated).toBe(true)
  })
})

describe("cutQuery", () => {
  it("never leaves half a surrogate pair", () => {
    const { query } = cutQuery(`${"a".repeat(maxQueryLength - 1)}😀😀`)
    expect(query).toBe("a".repeat(maxQueryLength - 1))
    expect(() => encodeURIComponent(query)).not.toThrow()
  })

  it("keeps short queries as they are", () => {
    expect(cutQuery("  unit ")).toEqual({ query: "  unit ", truncated: false })
  })
})

describe("searchStateHref", () => {
  const base = "https://example.org/en/search?ref=nav&q=old&page=2#results"

  it("replaces q and page, keeping other parameters and the hash", () => {
    expect(searchStateHref(base, { query: "unit group", page: 3 })).toBe(
      "/en/search?ref=nav&q=unit+group&page=3#results",
    )
  })

  it("drops page 1 and removes q when the query is empty", () => {
    expect(searchStateHref(base, { query: "unit", page: 1 })).toBe("/en/search?ref=nav&q=unit#results")
    expect(searchStateHref(base, { query: "", page: 4 })).toBe("/en/search?ref=nav#results")
  })

  it("round-trips hostile text", () => {
    const query = "<script>alert(1)</script> & %E0 #x"
    expect(readSearchState(new URL(searchStateHref(base, { query, page: 1 }), base).search).query).toBe(query)
  })
})
