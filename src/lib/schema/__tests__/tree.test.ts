import fs from "node:fs"
import path from "node:path"
import { datasetTypes, fieldAnchor } from "../datasets"
import { flattenSchema, type JsonSchema } from "../flatten"
import { packTree, unpackTree } from "../pack"
import { pointerToFieldPath } from "../refs"
import { ancestry, buildTree, listFields, sectionsOf, trimTree, type ExplorerNode } from "../tree"

const bundleDir = path.resolve("content/schemas")
const loadBundle = () =>
  Object.fromEntries(
    datasetTypes.map((type) => [
      type.file,
      JSON.parse(fs.readFileSync(path.join(bundleDir, type.file), "utf8")) as JsonSchema,
    ]),
  )

function byPath(roots: ExplorerNode[]): Map<string, ExplorerNode> {
  return new Map(listFields(roots).map(({ node }) => [node.path, node]))
}

const build = (schema: JsonSchema, extra: Record<string, JsonSchema> = {}, descriptions?: Record<string, string>) => {
  const warnings: string[] = []
  const roots = buildTree(schema, {
    file: "test.json",
    bundle: { "test.json": schema, ...extra },
    descriptions,
    warn: (m) => warnings.push(m),
  })
  return { roots, fields: byPath(roots), warnings }
}

describe("buildTree on our bundle", () => {
  const bundle = loadBundle()

  it.each(datasetTypes.filter((type) => type.root).map((type) => type.file))(
    "%s has the same paths and required flags as the flattened schema",
    (file) => {
      const schema = bundle[file]
      const required = (schema.required as string[]) ?? []
      const flat = Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([name, def]) =>
        flattenSchema(name, def, required.includes(name)),
      )
      const fields = byPath(buildTree(schema, { file, bundle }))
      expect([...fields.keys()].sort()).toEqual(flat.map((entry) => entry.path).sort())
      for (const entry of flat)
        expect([entry.path, fields.get(entry.path)!.required]).toEqual([entry.path, entry.required === true])
    },
  )

  it("shows types, cardinality, consts, enums, constraints and data-type links on processes", () => {
    const warnings: string[] = []
    const roots = buildTree(bundle["tidas_processes.json"], {
      file: "tidas_processes.json",
      bundle,
      warn: (m) => warnings.push(m),
    })
    const fields = byPath(roots)
    expect(warnings).toEqual([])
    expect(sectionsOf(roots).map((node) => node.name)).toEqual([
      "processInformation",
      "modellingAndValidation",
      "administrativeInformation",
      "exchanges",
      "LCIAResults",
    ])
    const uuid = fields.get("/processDataSet/processInformation/dataSetInformation/common:UUID")!
    expect(uuid.required).toBe(true)
    expect(uuid.refs?.[0]).toMatchObject({
      name: "UUID",
      status: "ok",
      docId: "core-modules/schema/schema-content/json-schema-datatype",
      anchor: "$defs/UUID",
    })
    expect(fields.get("/processDataSet/@version")!.constValues).toEqual(['"1.1"'])
    expect(fields.get("/processDataSet/processInformation/quantitativeReference/@type")!.enumValues).toContain(
      "Reference flow(s)",
    )
    expect(fields.get("/processDataSet/exchanges/exchange")!.cardinality).toBe("array")
    const level = fields.get(
      "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class/@level",
    )!
    expect(level.constValues).toEqual(['"0"', '"1"', '"2"', '"3"'])
    expect(
      fields.get(
        "/processDataSet/processInformation/dataSetInformation/classificationInformation/common:classification/common:class",
      )!.positional,
    ).toBe(4)
  })

  it("documents the shared data types by definition, with local descriptions first", () => {
    const roots = buildTree(bundle["tidas_data_types.json"], {
      file: "tidas_data_types.json",
      bundle,
      descriptions: { "/$defs/UUID": "通用唯一识别码" },
    })
    const fields = byPath(roots)
    expect(roots.map((node) => node.path)).toContain("/$defs/StringMultiLang")
    expect(fields.get("/$defs/UUID")!.description).toBe("通用唯一识别码")
    expect(fields.get("/$defs/UUID")!.constraints?.find((c) => c.keyword === "pattern")).toBeDefined()
    const multi = fields.get("/$defs/StringMultiLang")!
    expect(multi).toMatchObject({ cardinality: "single-or-array", combinator: { kind: "anyOf", count: 2 } })
    expect(multi.children!.map((child) => [child.name, child.required])).toEqual([
      ["@xml:lang", true],
      ["#text", true],
    ])
    expect(fields.get("/$defs/StringMultiLang/#text")!.description).toMatch(/500/)
  })
})

describe("buildTree on unusual schemas", () => {
  it("lists unknown keywords and dependencies as constraints", () => {
    const { fields } = build({
      properties: { a: { type: "string", "x-weird": { deep: [1, 2] }, dependencies: { b: ["c"] }, format: "uri" } },
    })
    expect(fields.get("/a")!.constraints).toEqual([
      { keyword: "x-weird", value: '{"deep":[1,2]}' },
      { keyword: "dependencies", value: '{"b":["c"]}' },
      { keyword: "format", value: "uri" },
    ])
  })

  it("merges the fields of anyOf and oneOf alternatives and marks fields required in some only", () => {
    const { fields } = build({
      properties: {
        a: {
          oneOf: [
            { type: "object", properties: { x: { type: "string" }, y: { type: "number" } }, required: ["x", "y"] },
            { type: "object", properties: { x: { type: "string" } }, required: ["x"] },
          ],
        },
      },
    })
    const a = fields.get("/a")!
    expect(a.combinator).toEqual({ kind: "oneOf", count: 2 })
    expect(fields.get("/a/x")).toMatchObject({ required: true })
    expect(fields.get("/a/y")).toMatchObject({ required: false, requiredInSome: true })
  })

  it("applies allOf members: their fields and the $ref beside them", () => {
    const { fields } = build({
      properties: {
        a: {
          allOf: [
            { $ref: "#/$defs/Base" },
            { properties: { extra: { type: "integer", minimum: 1 } }, required: ["extra"] },
          ],
        },
      },
      $defs: { Base: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
    })
    expect([...fields.keys()]).toEqual(["/a", "/a/id", "/a/extra"])
    expect(fields.get("/a/extra")!.constraints).toEqual([{ keyword: "minimum", value: "1" }])
  })

  it("shows tuple items with one const per position and a oneOf of required lists as a rule", () => {
    const { fields } = build({
      properties: {
        t: {
          type: "array",
          items: [
            { type: "object", properties: { level: { const: "0" } }, required: ["level"] },
            { type: "object", properties: { level: { const: "1" } } },
          ],
        },
        o: { type: "object", properties: { p: {}, q: {} }, oneOf: [{ required: ["p"] }, { required: ["q"] }] },
      },
    })
    expect(fields.get("/t")).toMatchObject({ cardinality: "array", positional: 2 })
    expect(fields.get("/t/level")!.constValues).toEqual(['"0"', '"1"'])
    expect(fields.get("/o")!.constraints).toEqual([{ keyword: "oneOf", value: '["p"] | ["q"]' }])
  })

  it("expands a recursive $ref once and then links back instead of looping", () => {
    const { fields, warnings } = build({
      properties: { tree: { $ref: "#/definitions/Node" } },
      definitions: {
        Node: {
          type: "object",
          properties: { label: { type: "string" }, children: { type: "array", items: { $ref: "#/definitions/Node" } } },
        },
      },
    })
    expect([...fields.keys()]).toEqual(["/tree", "/tree/label", "/tree/children"])
    expect(fields.get("/tree/children")!.refs).toEqual([
      {
        name: "Node",
        target: "#/definitions/Node",
        anchor: fieldAnchor("/tree"),
        docId: undefined,
        status: "recursive",
      },
    ])
    expect(fields.get("/tree/children")!.childCount).toBe(0)
    expect(warnings).toEqual([])
  })

  it("shows a missing $ref target and warns with the file and pointer", () => {
    const { fields, warnings } = build({
      properties: {
        a: { type: "object", properties: { b: { $ref: "tidas_nowhere.json#/$defs/X" }, c: { $ref: "#/$defs/Gone" } } },
      },
    })
    expect(fields.get("/a/b")!.refs).toEqual([{ name: "X", target: "tidas_nowhere.json#/$defs/X", status: "missing" }])
    expect(fields.get("/a/c")!.refs![0].status).toBe("missing")
    expect(warnings).toEqual([
      'test.json: $ref "tidas_nowhere.json#/$defs/X" at /properties/a/properties/b/$ref has no target in the bundle',
      'test.json: $ref "#/$defs/Gone" at /properties/a/properties/c/$ref has no target in the bundle',
    ])
  })

  it("takes descriptions in the page's language, else the schema's own", () => {
    const { fields } = build(
      { properties: { a: { description: "own", type: "string" }, b: { description: "own b" } } },
      {},
      { "/a": "translated" },
    )
    expect(fields.get("/a")!.description).toBe("translated")
    expect(fields.get("/b")!.description).toBe("own b")
  })
})

describe("tree helpers", () => {
  it("packs a tree for the wire without losing anything, in at least a quarter less JSON", () => {
    const bundle = loadBundle()
    for (const file of ["tidas_processes.json", "tidas_data_types.json"]) {
      const roots = buildTree(bundle[file], { file, bundle })
      const packed = JSON.stringify(packTree(roots))
      expect(unpackTree(JSON.parse(packed))).toEqual(roots)
      if (file === "tidas_processes.json") expect(packed.length).toBeLessThan(JSON.stringify(roots).length * 0.75)
    }
    // Trimmed trees keep the count of the children they left out; unpacking is idempotent.
    const trimmed = trimTree(buildTree(bundle["tidas_processes.json"], { file: "tidas_processes.json", bundle }), 2)
    const again = unpackTree(JSON.parse(JSON.stringify(packTree(trimmed))))
    const section = again[0].children!.find((node) => node.name === "processInformation")!
    expect(section.childCount).toBe(trimmed[0].children!.find((node) => node.name === "processInformation")!.childCount)
    expect(section.childCount).toBeGreaterThan(0)
    expect(section.children).toBeUndefined()
    expect(unpackTree(again)).toEqual(again)
  })

  const { roots } = build({
    properties: {
      r: {
        type: "object",
        properties: {
          s: { type: "object", properties: { f: { type: "object", properties: { deep: { type: "string" } } } } },
        },
      },
    },
  })

  it("trims to the first levels but keeps child counts", () => {
    const trimmed = trimTree(roots, 2)
    expect(trimmed[0].children![0].children).toBeUndefined()
    expect(trimmed[0].children![0].childCount).toBe(1)
    expect(roots[0].children![0].children).toHaveLength(1)
  })

  it("finds the ancestry of a path and maps schema pointers to field paths", () => {
    expect(ancestry(roots, "/r/s/f")!.map((node) => node.name)).toEqual(["r", "s", "f"])
    expect(ancestry(roots, "/r/nothing")).toBeNull()
    expect(pointerToFieldPath("/properties/a/items/properties/b~1c")).toBe("/a/b/c")
    expect(pointerToFieldPath("/$defs/UUID")).toBe("/$defs/UUID")
  })

  it("lists every field with its section", () => {
    expect(listFields(roots).map(({ node, section }) => `${node.path}@${section}`)).toEqual([
      "/r@r",
      "/r/s@s",
      "/r/s/f@s",
      "/r/s/f/deep@s",
    ])
  })
})
