import { groupHits } from "../group-hits"
import { hitText } from "../hit-text"
import { makeHit } from "./fixtures"

describe("groupHits", () => {
  it("keeps the order groups first appear in, the response positions, and the cap", () => {
    const hits = [makeHit("a"), makeHit("b", { lvl0: "Blog" }), makeHit("c"), makeHit("d")]
    expect(groupHits(hits, 2).map((group) => [group.title, group.items.map((item) => `${item.hit.objectID}@${item.position}`)])).toEqual([
      ["Docs", ["a@1", "c@3"]],
      ["Blog", ["b@2"]],
    ])
  })
})

describe("hitText", () => {
  it("escapes stored hits, which carry no highlighting", () => {
    const { _highlightResult, _snippetResult, ...plain } = makeHit("x", { lvl1: "A <b> & C", lvl2: "D", type: "lvl2" })
    expect(_highlightResult && _snippetResult).toBeTruthy()
    expect(hitText(plain)).toEqual({ title: "D", path: "A &lt;b&gt; &amp; C" })
  })

  it("shows a paragraph with its heading path, and a page by its title", () => {
    const content = makeHit("x", { lvl1: "Page", lvl2: "Part", type: "content", content: "text", mark: "text" })
    expect(hitText(content)).toEqual({ title: "<mark>text</mark>", path: "Page › Part" })
    expect(hitText(makeHit("y", { lvl1: "Title" }))).toEqual({ title: "Title", path: null })
  })
})
