import { groupHits } from "../group-hits"
import type { Hierarchy } from "../types"

const hierarchy = (lvl0: string | null, lvl1: string | null = "Page"): Hierarchy => ({
  lvl0,
  lvl1,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
})
const hit = (id: string, lvl0: string | null = "Docs") => ({ id, hierarchy: hierarchy(lvl0), url: `/${id}` })
const summary = (groups: ReturnType<typeof groupHits<ReturnType<typeof hit>>>) =>
  groups.map((group) => [group.title, group.items.map((item) => `${item.hit.id}@${item.position}`)])

describe("groupHits", () => {
  it("groups by lvl0 in the order groups first appear, keeping the hits' order and response positions", () => {
    expect(summary(groupHits([hit("a"), hit("b", "Blog"), hit("c")]))).toEqual([
      ["Docs", ["a@1", "c@3"]],
      ["Blog", ["b@2"]],
    ])
  })

  it("keeps at most perGroup hits in each group, with their positions in the whole response", () => {
    expect(summary(groupHits([hit("a"), hit("b", "Blog"), hit("c"), hit("d"), hit("e", "Blog")], 2))).toEqual([
      ["Docs", ["a@1", "c@3"]],
      ["Blog", ["b@2", "e@5"]],
    ])
  })

  it("falls back to lvl1, then the url, for records without lvl0", () => {
    expect(groupHits([{ hierarchy: hierarchy(null, "Title"), url: "/a" }])[0].title).toBe("Title")
    expect(groupHits([{ hierarchy: hierarchy(null, null), url: "/a" }])[0].title).toBe("/a")
  })
})
