import { parseCodeMeta } from "../code-meta"

describe("code block meta", () => {
  it("reads a title and highlighted line ranges", () => {
    const meta = parseCodeMeta('title="process.json" {1,3-5}')
    expect(meta.title).toBe("process.json")
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5])
  })

  it("does not read digits inside the title as line numbers", () => {
    expect([...parseCodeMeta('title="{2}.json"').highlightLines]).toEqual([])
  })

  it("returns nothing for an empty meta string", () => {
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set() })
  })
})
