import { hitText } from "../hit-text"
import { makeHit } from "./fixtures"

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
