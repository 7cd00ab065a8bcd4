import { groupHits } from "../group-hits"
import type { Hierarchy } from "../../../lib/search/types"

const hierarchy = (lvl0: string | null, lvl1: string | null = "Page"): Hierarchy => ({ lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null })

describe("groupHits", () => {
  it("groups by lvl0 in the order groups first appear, keeping the hits' order", () => {
    const hits = [
      { id: 1, hierarchy: hierarchy("Docs"), url: "/a" },
      { id: 2, hierarchy: hierarchy("Blog"), url: "/b" },
      { id: 3, hierarchy: hierarchy("Docs"), url: "/c" },
    ]
    expect(groupHits(hits).map((group) => [group.title, group.hits.map((hit) => hit.id)])).toEqual([
      ["Docs", [1, 3]],
      ["Blog", [2]],
    ])
  })

  it("falls back to lvl1, then the url, for records without lvl0", () => {
    expect(groupHits([{ hierarchy: hierarchy(null, "Title"), url: "/a" }])[0].title).toBe("Title")
    expect(groupHits([{ hierarchy: hierarchy(null, null), url: "/a" }])[0].title).toBe("/a")
  })
})
