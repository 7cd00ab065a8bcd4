/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { categoriesDir, classPageData, loadClassLists, writeClassData } from "../classifications"
import { pageLists } from "../../src/lib/classes/lists"

const t = (key: string) => key
const pageOf = () => "/docs/page"
const processesDoc = Object.keys(pageLists).find((docId) => docId.endsWith("/json-schema-processes"))!
const datatypeDoc = processesDoc.replace("json-schema-processes", "json-schema-datatype")

describe("classification lists at build time", () => {
  it("reads nothing from a schema bundle without category files, and no page shows a section", () => {
    const warnings: string[] = []
    const data = loadClassLists(
      (message) => warnings.push(message),
      categoriesDir(path.resolve("tests/fixtures/schemas")),
    )
    expect(data.size).toBe(0)
    expect(warnings).toEqual([])
    for (const docId of [...Object.keys(pageLists), datatypeDoc])
      expect(classPageData(data, docId, "en", t, pageOf)).toBeNull()
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "classes-"))
    writeClassData(data, publicDir)
    expect(fs.existsSync(path.join(publicDir, "classifications"))).toBe(false)
  })

  it("gives a schema page the top level of its tree lists and no rows of the flat location list", () => {
    const data = loadClassLists(() => {})
    const page = classPageData(data, processesDoc, "zh-CN", t, pageOf)!
    const [processes, locations] = page.lists
    expect(processes.top.map(([code]) => code)).toContain("C")
    expect(processes.top.find(([code]) => code === "C")![2]).toBe("制造业")
    expect(processes.levels.length).toBeGreaterThan(1)
    expect(locations.id).toBe("locations")
    expect(locations.top).toEqual([])
    expect(locations.levels).toEqual([647])
  })
})
