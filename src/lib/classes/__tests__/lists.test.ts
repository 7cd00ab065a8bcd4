import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { classLists, listIds, parseClassHash, classAnchor } from "../lists"
import { countsPerLevel, packRows, readEntries, rowUnpacker, unpackRows, aidKey } from "../rows"
import { aidsOf, categoriesDir, readJson, rowsOf } from "./load"

const gitBlobId = (data: Buffer) => crypto.createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex")

describe("the category files", () => {
  const source = readJson(path.join(categoriesDir, "SOURCE.json")) as { commit: string; files: Record<string, string> }

  it.each(listIds)("%s is byte for byte the file of the recorded tidas commit", (list) => {
    const file = classLists[list].file
    expect(source.files[file]).toMatch(/^[0-9a-f]{40}$/)
    expect(gitBlobId(fs.readFileSync(path.join(categoriesDir, file)))).toBe(source.files[file])
  })

  it("keeps the MIT notice of the tidas repository", () => {
    expect(fs.readFileSync(path.join(categoriesDir, "LICENSE"), "utf8")).toMatch(/^MIT License/)
  })

  it.each(listIds)("%s is published with every entry's level, code and text unchanged", (list) => {
    const entries = readEntries(readJson(path.join(categoriesDir, classLists[list].file)))
    const published = rowsOf(list).filter((row) => row.code)
    expect(published.map((row) => [list === "locations" ? null : String(row.depth), row.code, row.text])).toEqual(
      list === "locations"
        ? expect.arrayContaining(entries.map((entry) => [null, entry.code, entry.text]))
        : entries.map((entry) => [entry.level, entry.code, entry.text]),
    )
    expect(published).toHaveLength(entries.length)
  })

  it("has the documented counts per level", () => {
    expect(countsPerLevel(rowsOf("processes"), "processes")).toEqual([21, 88, 238, 419])
    expect(countsPerLevel(rowsOf("flows_product"), "flows_product")).toEqual([10, 71, 329, 1299, 2887])
    expect(countsPerLevel(rowsOf("flows_elementary"), "flows_elementary")).toEqual([4, 9, 42])
    expect(countsPerLevel(rowsOf("locations"), "locations")).toEqual([647])
  })
})

describe("reading aids", () => {
  it.each(listIds)("%s: every aid belongs to an entry", (list) => {
    const entries = readEntries(readJson(path.join(categoriesDir, classLists[list].file)))
    const keys = new Set(entries.flatMap((entry) => [entry.code, aidKey(entry)]))
    for (const aids of Object.values(aidsOf(list)))
      for (const key of Object.keys(aids ?? {})) expect(keys).toContain(key)
  })

  it.each(listIds)("%s: Chinese and Japanese names for the top two levels (every entry of the small lists)", (list) => {
    const deep = list === "processes" || list === "flows_product"
    for (const row of rowsOf(list).filter((r) => r.code && (!deep || r.depth <= 1))) {
      expect([row.code, row.zh]).toEqual([row.code, expect.stringMatching(/\S/)])
      expect([row.code, row.ja]).toEqual([row.code, expect.stringMatching(/\S/)])
    }
  })
})

describe("rows", () => {
  it("nest a city under its province under the China group", () => {
    const rows = rowsOf("locations")
    const city = rows.find((row) => row.code === "CN-HE-SJW")!
    expect(rows[city.parent].code).toBe("CN-HE")
    expect(rows[rows[city.parent].parent].group).toBe("china")
    expect(city.anchor).toBe("class/locations/CN-HE-SJW")
  })

  it("give every entry a distinct permalink, also where one code has two entries", () => {
    for (const list of listIds) {
      const anchors = rowsOf(list).map((row) => row.anchor)
      expect(new Set(anchors).size).toBe(anchors.length)
    }
    expect(rowsOf("processes").find((row) => row.code === "2410")!.anchor).toBe("class/processes/C/24/241/2410")
  })

  it("read a part at a time come out as read at once: parents, child counts, permalinks", () => {
    for (const list of ["flows_product", "locations", "lciamethods"] as const) {
      const packed = packRows(
        list,
        readEntries(readJson(path.join(categoriesDir, classLists[list].file))),
        aidsOf(list),
      )
      const unpacker = rowUnpacker(list)
      for (let start = 0; start < packed.length; start += 97) unpacker.add(packed.slice(start, start + 97))
      expect(unpacker.rows).toEqual(unpackRows(list, packed))
    }
  })

  it("read back from a permalink", () => {
    expect(parseClassHash("#class/processes/C/24/241/2410")).toEqual({
      list: "processes",
      chain: ["C", "24", "241", "2410"],
    })
    expect(parseClassHash(`#${classAnchor("lciamethods", ["1", "1.5", "1.5.6~2"])}`)).toEqual({
      list: "lciamethods",
      chain: ["1", "1.5", "1.5.6~2"],
    })
    expect(parseClassHash("#processDataSet/processInformation")).toBeNull()
    expect(parseClassHash("#class/nothing/1")).toBeNull()
  })
})
