import { packRecords, unpackRecords } from "../local-index"
import type { SearchRecord } from "../types"

const record = (type: SearchRecord["type"], anchor: string | null, lvl3: string | null, content: string | null, contentOnly = false): SearchRecord => ({
  objectID: "",
  hierarchy: { lvl0: "Docs", lvl1: "Processes", lvl2: lvl3 ? "Process classes" : null, lvl3, lvl4: null, lvl5: null, lvl6: null },
  content,
  type,
  url: anchor ? `/p#${anchor}` : "/p",
  url_without_anchor: "/p",
  anchor,
  language: "en",
  docusaurus_tag: "docs-default-current",
  weight: { pageRank: 0, level: 0, position: 0 },
  ...(contentOnly ? { contentOnly } : {}),
})

describe("content-only records in the local index", () => {
  const records = [record("lvl1", null, null, null), record("content", null, null, "Intro"), record("content", "class/processes/C/24/241/2410", "2410 Manufacture of basic iron and steel", "2410 Manufacture of basic iron and steel 基本钢铁制造", true)]
  const { headings, content } = packRecords("en", records)

  it("keeps their sections out of the headings file", () => {
    expect(JSON.stringify(headings)).not.toContain("2410")
    expect(content.sections).toHaveLength(1)
  })

  it("brings them back, with their permalink, once the content file is there", () => {
    expect(unpackRecords(headings).some((r) => r.anchor === "class/processes/C/24/241/2410")).toBe(false)
    const hit = unpackRecords(headings, content).find((r) => r.anchor === "class/processes/C/24/241/2410")
    expect(hit).toMatchObject({ url: "/p#class/processes/C/24/241/2410", content: "2410 Manufacture of basic iron and steel 基本钢铁制造", hierarchy: { lvl3: "2410 Manufacture of basic iron and steel" } })
  })
})
