/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { strFromU8, unzipSync } from "fflate"
import { buildExplorerTrees, explorerPageData, writeExplorerData } from "../schema-explorer"
import { bundleZipPath, publishSchemas } from "../schemas"

// A tiny bundle "from elsewhere" (TIDAS_SCHEMA_DIR): its own descriptions, a recursive local
// $ref, a $ref to a definition the bundle lacks, and a file that is not JSON.
const processes = {
  type: "object",
  properties: {
    processDataSet: {
      type: "object",
      description: "Their root",
      properties: {
        info: {
          type: "object",
          description: "Their info",
          properties: {
            id: { $ref: "tidas_data_types.json#/$defs/UUID" },
            gone: { $ref: "tidas_data_types.json#/$defs/Gone" },
            deep: { type: "object", properties: { deeper: { type: "string", description: "Deep field" } } },
          },
        },
        tree: { $ref: "#/definitions/Node" },
      },
      required: ["info"],
    },
  },
  definitions: { Node: { type: "object", properties: { child: { $ref: "#/definitions/Node" } } } },
}
const dataTypes = { $defs: { UUID: { type: "string", description: "Their UUID", pattern: "^[0-9a-f-]{36}$" } } }

function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tidas-bundle-"))
  const bundle = path.join(root, "bundle")
  const i18n = path.join(root, "i18n")
  fs.mkdirSync(bundle)
  fs.mkdirSync(path.join(i18n, "zh-CN"), { recursive: true })
  fs.writeFileSync(path.join(bundle, "tidas_processes.json"), JSON.stringify(processes))
  fs.writeFileSync(path.join(bundle, "tidas_data_types.json"), JSON.stringify(dataTypes))
  fs.writeFileSync(path.join(bundle, "tidas_flows.json"), "{ not json")
  fs.writeFileSync(
    path.join(i18n, "zh-CN", "tidas_processes.json"),
    JSON.stringify({ "/processDataSet/info": "我们的说明" }),
  )
  return { root, bundle, i18n }
}

describe("schema explorer from another bundle (TIDAS_SCHEMA_DIR)", () => {
  const saved = process.env.TIDAS_SCHEMA_DIR
  afterEach(() => {
    if (saved === undefined) delete process.env.TIDAS_SCHEMA_DIR
    else process.env.TIDAS_SCHEMA_DIR = saved
  })

  it("builds trees with our translations first, the bundle's descriptions otherwise, and warns without failing", () => {
    const { bundle, i18n } = fixture()
    process.env.TIDAS_SCHEMA_DIR = bundle
    const warnings: string[] = []
    const trees = buildExplorerTrees(["zh-CN", "en"], (message) => warnings.push(message), undefined, i18n)
    const zh = trees.get("zh-CN")!.get("tidas_processes.json")![0]
    const en = trees.get("en")!.get("tidas_processes.json")![0]
    expect(zh.children![0].description).toBe("我们的说明")
    expect(en.children![0].description).toBe("Their info")
    expect(zh.description).toBe("Their root")
    expect(trees.get("en")!.has("tidas_flows.json")).toBe(false)
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/tidas_flows\.json: not valid JSON/)
    expect(warnings[1]).toBe(
      'tidas_processes.json: $ref "tidas_data_types.json#/$defs/Gone" at /properties/processDataSet/properties/info/properties/gone/$ref has no target in the bundle',
    )
    const tree = en.children![1]
    expect(tree.children![0].refs![0]).toMatchObject({ status: "recursive", anchor: "processDataSet/tree" })
  })

  it("gives the page its first levels, sections and data file, and writes the whole tree", () => {
    const { root, bundle, i18n } = fixture()
    const trees = buildExplorerTrees(["en"], () => {}, bundle, i18n)
    const page = explorerPageData(trees, "core-modules/schema/schema-content/json-schema-processes", "en")!
    expect(page).toMatchObject({
      file: "tidas_processes.json",
      dataPath: "/schema-explorer/en/tidas_processes.json",
      downloadPath: "/schemas/tidas_processes.json",
      fieldCount: 8,
    })
    expect(page.sections).toEqual([
      { name: "info", anchor: "processDataSet/info" },
      { name: "tree", anchor: "processDataSet/tree" },
    ])
    const deep = page.roots[0].children![0].children!.find((node) => node.name === "deep")!
    expect(deep.children).toBeUndefined()
    expect(deep.childCount).toBe(1)
    expect(explorerPageData(trees, "intro", "en")).toBeNull()
    expect(explorerPageData(trees, "core-modules/schema/schema-content/json-schema-flows", "en")).toBeNull()
    const publicDir = path.join(root, "public")
    writeExplorerData(trees, publicDir)
    const written = JSON.parse(fs.readFileSync(path.join(publicDir, page.dataPath), "utf8"))
    expect(written[0].children[0].children[2].children[0].description).toBe("Deep field")
  })

  it("publishes each file and a zip of the bundle", () => {
    const { root, bundle } = fixture()
    const publicDir = path.join(root, "public")
    expect(publishSchemas(publicDir, bundle)).toEqual([
      "tidas_data_types.json",
      "tidas_flows.json",
      "tidas_processes.json",
    ])
    const zip = fs.readFileSync(path.join(publicDir, bundleZipPath))
    const entries = Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, data]) => [name, strFromU8(data)]))
    expect(Object.keys(entries)).toEqual([
      "tidas-schemas/tidas_data_types.json",
      "tidas-schemas/tidas_flows.json",
      "tidas-schemas/tidas_processes.json",
    ])
    for (const name of ["tidas_data_types.json", "tidas_flows.json", "tidas_processes.json"])
      expect(entries[`tidas-schemas/${name}`]).toBe(fs.readFileSync(path.join(bundle, name), "utf8"))
    expect(JSON.parse(entries["tidas-schemas/tidas_processes.json"])).toEqual(processes)
    // The same files give the same bytes: a rebuild does not change the download.
    publishSchemas(publicDir, bundle)
    expect(fs.readFileSync(path.join(publicDir, bundleZipPath)).equals(zip)).toBe(true)
  })

  it("builds the fixture bundle the fixture site uses (tests/fixtures/schemas): one warning, the bundle's own descriptions in every locale", () => {
    const dir = path.resolve("tests/fixtures/schemas")
    const own = JSON.parse(fs.readFileSync(path.join(dir, "tidas_processes.json"), "utf8"))
    const warnings: string[] = []
    const trees = buildExplorerTrees(["zh-CN", "en", "ja"], (message) => warnings.push(message), dir)
    expect(warnings).toEqual([
      'tidas_processes.json: $ref "tidas_data_types.json#/$defs/MaintainerReference" at /properties/processDataSet/properties/releaseNotes/properties/maintainer/$ref has no target in the bundle',
    ])
    for (const locale of ["zh-CN", "en", "ja"]) {
      const fields = trees.get(locale)!.get("tidas_processes.json")![0].children!
      expect(fields.map((node) => node.name)).toEqual(Object.keys(own.properties.processDataSet.properties))
      for (const node of fields)
        expect(node.description).toBe(own.properties.processDataSet.properties[node.name].description)
    }
    expect(trees.get("en")!.size).toBe(9)
  })
})
