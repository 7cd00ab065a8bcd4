import fs from "node:fs"
import path from "node:path"
import type { ErrorObject } from "ajv"
import { condense, createEngine, maxIssues } from "../engine"
import { invalidSample, validSample } from "../samples"
import { validatorModules } from "../standalone"
import { bundleValidators, readBundle } from "./bundle"

const loadFromBundle = bundleValidators()
const contactPage = "core-modules/schema/schema-content/json-schema-contact"
const info = "/contactDataSet/contactInformation/dataSetInformation"

describe("validator engine", () => {
  const engine = createEngine(loadFromBundle)

  it("accepts the valid sample and both examples of the validation page's valid contact", async () => {
    expect(await engine.check(validSample)).toEqual({ status: "valid", root: "contactDataSet" })
    const page = fs.readFileSync(
      path.resolve("content/docs/core-modules/schema/tidas-schema-validation.en.mdx"),
      "utf8",
    )
    const [pageValid, pageInvalid] = [...page.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .filter((block) => block.includes('"contactDataSet"'))
    expect((await engine.check(pageValid)).status).toBe("valid")
    expect((await engine.check(pageInvalid)).status).toBe("invalid")
  })

  it("reports each mistake of the invalid sample once, with the field to link to", async () => {
    const result = await engine.check(invalidSample)
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`)
    expect(result.docId).toBe(contactPage)
    const summary = result.issues.map((issue) => [issue.keyword, issue.pointer, issue.field]).sort()
    expect(summary).toEqual(
      [
        ["const", "/contactDataSet/@version", "/contactDataSet/@version"],
        ["required", info, `${info}/common:shortName`],
        ["pattern", `${info}/common:UUID`, `${info}/common:UUID`],
        ["anyOf", `${info}/common:name`, `${info}/common:name`],
        ["format", `${info}/email`, `${info}/email`],
        [
          "type",
          "/contactDataSet/administrativeInformation/publicationAndOwnership/common:dataSetVersion",
          "/contactDataSet/administrativeInformation/publicationAndOwnership/common:dataSetVersion",
        ],
      ].sort(),
    )
    expect(result.total).toBe(6)
    const byKeyword = Object.fromEntries(result.issues.map((issue) => [issue.keyword, issue]))
    expect(byKeyword.pattern.uuid).toBe(true)
    expect(byKeyword.anyOf.forms?.sort()).toEqual(["array", "object"])
    expect(byKeyword.type).toMatchObject({ actual: "number", value: "1", params: { type: "string" } })
    expect(byKeyword.format).toMatchObject({ value: '"lca-group at example.org"', params: { format: "email" } })
  })

  it("links an error inside a shared data type to the nearest documented field", async () => {
    const doc = JSON.parse(validSample)
    doc.contactDataSet.contactInformation.dataSetInformation["common:name"][1]["#text"] = "x".repeat(501)
    const result = await engine.check(JSON.stringify(doc))
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`)
    const issue = result.issues.find((i) => i.keyword === "maxLength")!
    expect(issue.pointer).toBe(`${info}/common:name/1/#text`)
    expect(issue.field).toBe(`${info}/common:name`)
  })

  it("reports JSON syntax errors with line and column, and documents it cannot type", async () => {
    expect(await engine.check('{\n  "contactDataSet": {\n    "a": 1,\n  }\n}')).toEqual({
      status: "syntax",
      line: 4,
      column: 3,
      found: "}",
    })
    expect(await engine.check("  \n")).toEqual({ status: "empty" })
    expect(await engine.check("[1, 2]")).toEqual({ status: "notObject" })
    expect(await engine.check('{"dataSet": {}, "x": 1}')).toEqual({ status: "unknownRoot", found: ["dataSet", "x"] })
    expect(await engine.check(`\uFEFF${validSample}`)).toMatchObject({ status: "valid" })
  })

  it("says which validator could not be loaded, and tries again next time", async () => {
    let fail = true
    const flaky = createEngine(async (file) => {
      if (fail) throw new Error("offline")
      return loadFromBundle(file)
    })
    expect(await flaky.check(validSample)).toEqual({ status: "schemaUnavailable", file: "tidas_contacts.json" })
    fail = false
    expect(await flaky.check(validSample)).toMatchObject({ status: "valid" })
  })

  it("lists the first 1,000 problems of a document with many, and counts them all", async () => {
    const doc = JSON.parse(validSample)
    doc.contactDataSet.contactInformation.dataSetInformation["common:name"] = Array.from({ length: 3000 }, (_, i) => ({
      "@xml:lang": "en",
      "#text": i,
    }))
    const result = await engine.check(JSON.stringify(doc))
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`)
    expect(maxIssues).toBe(1000)
    expect(result.issues).toHaveLength(1000)
    // Every name of the wrong type is counted, though only the first 1,000 are sent.
    expect(result.total).toBeGreaterThanOrEqual(3000)
    expect(result.issues[999]).toMatchObject({ keyword: "type", pointer: `${info}/common:name/999/#text` })
  })
})

describe("generated validators", () => {
  const modules = validatorModules(readBundle())

  it("are plain code: one module per dataset type, and an index that imports each on demand", () => {
    expect(Object.keys(modules).sort()).toEqual([
      "index.js",
      "tidas_contacts.js",
      "tidas_flowproperties.js",
      "tidas_flows.js",
      "tidas_lciamethods.js",
      "tidas_lifecyclemodels.js",
      "tidas_processes.js",
      "tidas_sources.js",
      "tidas_unitgroups.js",
    ])
    for (const [name, code] of Object.entries(modules)) {
      // Nothing in them builds code at run time (the CSP forbids it); Ajv itself is not needed.
      expect(`${name}: ${/new Function|\beval\(|require\("ajv"\)/.test(code)}`).toBe(`${name}: false`)
    }
    expect(modules["index.js"]).toContain(
      `"tidas_processes.json": () => import(/* webpackChunkName: "validator-tidas_processes" */ "./tidas_processes.js")`,
    )
    expect(modules["tidas_contacts.js"]).toContain('require("tidas-validator-runtime").firstDuplicate')
  })

  it("leave out a dataset type whose schema cannot be compiled, and say why", () => {
    const bundle = readBundle()
    const broken = JSON.parse(
      JSON.stringify(bundle["tidas_contacts.json"]).replace(
        /tidas_data_types\.json#\/\$defs\/[A-Za-z]+/,
        "tidas_data_types.json#/$defs/NoSuchDefinition",
      ),
    )
    const problems: string[] = []
    const partial = validatorModules({ ...bundle, "tidas_contacts.json": broken }, (message) => problems.push(message))
    expect(partial["tidas_contacts.js"]).toBeUndefined()
    expect(partial["index.js"]).toMatch(
      /"tidas_contacts\.json": \(\) => Promise\.reject\(new Error\(.*NoSuchDefinition/,
    )
    expect(partial["tidas_processes.js"]).toBeDefined()
    expect(problems).toEqual([expect.stringMatching(/^tidas_contacts\.json: .*NoSuchDefinition/)])
  })
})

describe("condense", () => {
  const error = (instancePath: string, keyword: string, schemaPath: string, schema?: unknown): ErrorObject => ({
    instancePath,
    keyword,
    schemaPath,
    params: {},
    schema,
  })

  it("drops the alternatives' type errors of an anyOf, and the anyOf when one alternative fits the type", () => {
    const errors = [
      error("/a", "type", "#/anyOf/0/type"),
      error("/a", "type", "#/anyOf/1/type"),
      error("/a", "anyOf", "#/anyOf", [{}, {}]),
      error("/b", "type", "#/type"),
    ]
    expect(condense(errors).map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(["/a anyOf", "/b type"])
    const inside = [
      error("/a", "type", "#/anyOf/0/type"),
      error("/a", "required", "#/anyOf/1/required"),
      error("/a", "anyOf", "#/anyOf", [{}, {}]),
    ]
    expect(condense(inside).map((e) => e.keyword)).toEqual(["required"])
  })

  it("takes time linear in the number of errors", () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => [
        error(`/x/${i}`, "type", "#/anyOf/0/type"),
        error(`/x/${i}`, "pattern", "#/anyOf/1/pattern"),
        error(`/x/${i}`, "anyOf", "#/anyOf", [{}, {}]),
      ]).flat()
    const time = (n: number) => {
      const errors = many(n)
      const start = performance.now()
      expect(condense(errors)).toHaveLength(n)
      return performance.now() - start
    }
    time(1000)
    // 100,000 places: the quadratic version took minutes; the bound leaves room for a busy machine.
    expect(time(100_000)).toBeLessThan(3000)
  })
})

describe("uniqueItems on long lists", () => {
  const engine = createEngine(loadFromBundle)
  const withNames = (names: unknown[]) => {
    const doc = JSON.parse(validSample)
    doc.contactDataSet.contactInformation.dataSetInformation["common:name"] = names
    return JSON.stringify(doc)
  }

  it("reports the two identical items, with keys in any order", async () => {
    const result = await engine.check(
      withNames([
        { "@xml:lang": "en", "#text": "A" },
        { "@xml:lang": "de", "#text": "B" },
        { "#text": "A", "@xml:lang": "en" },
      ]),
    )
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`)
    expect(result.issues.map((issue) => [issue.keyword, issue.pointer, issue.params])).toContainEqual([
      "uniqueItems",
      `${info}/common:name`,
      { i: 2, j: 0 },
    ])
  })

  it("checks a list of 100,000 distinct items (Ajv's pairwise check would take hours)", async () => {
    const names = Array.from({ length: 100_000 }, (_, i) => ({ "@xml:lang": "en", "#text": `name ${i}` }))
    expect(await engine.check(withNames(names))).toMatchObject({ status: "valid" })
  })
})
