import { packRecords, unpackRecords } from "../local-index"
import type { SearchRecord } from "../types"

const record = (
  type: SearchRecord["type"],
  anchor: string | null,
  lvl3: string | null,
  content: string | null,
  contentOnly = false,
): SearchRecord => ({
  objectID: "",
  hierarchy: {
    lvl0: "Docs",
    lvl1: "Processes",
    lvl2: lvl3 ? "Process classes" : null,
    lvl3,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
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
  const records = [
    record("lvl1", null, null, null),
    record("content", null, null, "Intro"),
    record(
      "content",
      "class/processes/C/24/241/2410",
      "2410 Manufacture of basic iron and steel",
      "2410 Manufacture of basic iron and steel 基本钢铁制造",
      true,
    ),
  ]
  const { headings, content } = packRecords("en", records)

  it("keeps their sections out of the headings file", () => {
    expect(JSON.stringify(headings)).not.toContain("2410")
    expect(content.entries).toHaveLength(1)
  })

  it("brings them back, with their permalink, once the content file is there", () => {
    expect(unpackRecords(headings).some((r) => r.anchor === "class/processes/C/24/241/2410")).toBe(false)
    const hit = unpackRecords(headings, content).find((r) => r.anchor === "class/processes/C/24/241/2410")
    expect(hit).toMatchObject({
      url: "/p#class/processes/C/24/241/2410",
      content: "2410 Manufacture of basic iron and steel 基本钢铁制造",
      hierarchy: { lvl3: "2410 Manufacture of basic iron and steel" },
    })
  })
})

describe("a list of class entries in the content file", () => {
  const entry = (anchor: string, code: string, text: string, lvl2 = "Process classes") => ({
    ...record("content", anchor, code, `${code} ${text}`, true),
    hierarchy: { lvl0: "Docs", lvl1: "Processes", lvl2, lvl3: code, lvl4: null, lvl5: null, lvl6: null },
  })
  const records = [
    record("lvl1", null, null, null),
    entry("class/processes/C", "C", "Manufacturing"),
    entry("class/processes/C/24", "24", "Manufacture of basic metals"),
    entry("class/processes/C/24/241", "241", "Manufacture of basic iron and steel"),
    entry("class/processes/C/24/241/2410", "2410", "Manufacture of basic iron and steel 基本钢铁制造"),
    entry("class/processes/C/24/241/2410~2", "2410", "A second entry with the same code"),
    entry("class/processes/C/24/242", "242", "Manufacture of basic precious and other non-ferrous metals"),
    entry("class/locations/CN-HE", "CN-HE", "Hebei 河北", "Location codes"),
    {
      ...entry("class/locations/CN-HE-SJW", "CN-HE-SJW", "Shijiazhuang"),
      hierarchy: {
        lvl0: "Docs",
        lvl1: "Processes",
        lvl2: "Location codes",
        lvl3: "Shijiazhuang",
        lvl4: "deeper",
        lvl5: null,
        lvl6: null,
      },
    },
  ]
  const { headings, content } = packRecords("en", records)
  const back = unpackRecords(headings, content)

  it("come back with the permalink, headings and text each was written with", () => {
    const shape = (r: SearchRecord) => [r.url, r.anchor, r.content, r.hierarchy]
    expect(back.filter((r) => r.type === "content").map(shape)).toEqual(records.slice(1).map(shape))
  })

  it("spell out a permalink only where it does not continue its parent's", () => {
    const written = JSON.stringify(content.entries)
    expect(written.match(/class\/processes\//g)).toEqual(["class/processes/", "class/processes/"])
    expect(written).toContain('"class/processes/C"')
    expect(written).toContain('"class/processes/C/24/241/2410~2"')
  })
})
