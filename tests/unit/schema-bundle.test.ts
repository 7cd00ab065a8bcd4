import fs from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { flattenSchema, type FieldEntry, type JsonSchema } from "../../src/lib/schema/flatten"

// Our schema bundle (content/schemas) against the structure facts of the TIDAS schemas
// (../shared/reference/schema-structure, when that folder is present).

const bundleDir = path.resolve("content/schemas")
const factsDir = path.resolve("../shared/reference/schema-structure")
const subjects: Record<string, string> = {
  contacts: "tidas_contacts",
  sources: "tidas_sources",
  unitgroups: "tidas_unitgroups",
  flowproperties: "tidas_flowproperties",
  flows: "tidas_flows",
  processes: "tidas_processes",
  lciamethods: "tidas_lciamethods",
  lifecyclemodels: "tidas_lifecyclemodels",
  data_types: "tidas_data_types",
}
const compared = [
  "type",
  "ref_raw",
  "required",
  "cardinality",
  "within_array",
  "item_type",
  "uniqueItems",
  "const",
  "const_values",
  "enum",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "one_of_required",
  "classification_check",
  "contains_rules",
  "defined_in_some_alternatives_only",
  "required_note",
] as const

const load = (name: string) => JSON.parse(fs.readFileSync(path.join(bundleDir, `${name}.json`), "utf8")) as JsonSchema

function flattenBundle(subject: string): FieldEntry[] {
  const schema = load(subjects[subject])
  if (subject === "data_types") {
    return Object.entries(schema.$defs as Record<string, JsonSchema>).flatMap(([name, def]) =>
      flattenSchema(name, def, null, "/$defs"),
    )
  }
  const required = (schema.required as string[]) ?? []
  return Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([name, def]) =>
    flattenSchema(name, def, required.includes(name)),
  )
}

const factsPresent = fs.existsSync(factsDir)
const describeFacts = factsPresent ? describe : describe.skip
if (!factsPresent) console.warn(`Skipped the comparison with the structure facts: ${factsDir} is not present.`)

describeFacts("schema bundle matches the structure facts", () => {
  it.each(Object.keys(subjects))("%s: every path, type, required flag, cardinality and constraint", (subject) => {
    const facts = JSON.parse(fs.readFileSync(path.join(factsDir, `${subject}.json`), "utf8")).paths as Array<
      Record<string, unknown>
    >
    const ours = new Map(
      flattenBundle(subject).map((entry) => [entry.path, entry as unknown as Record<string, unknown>]),
    )
    expect([...ours.keys()].sort()).toEqual(facts.map((fact) => fact.path as string).sort())
    const mismatches: string[] = []
    for (const fact of facts) {
      const entry = ours.get(fact.path as string)!
      for (const key of compared) {
        const expected = key === "type" && Array.isArray(fact.type) ? [...(fact.type as string[])].sort() : fact[key]
        const actual = key === "type" && Array.isArray(entry.type) ? [...(entry.type as string[])].sort() : entry[key]
        if (JSON.stringify(expected) !== JSON.stringify(actual))
          mismatches.push(`${fact.path} ${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})

describe("schema bundle", () => {
  // Strict, except for three habits of the TIDAS schemas themselves that are kept as facts:
  // open-ended classification tuples, string types with numeric bounds (Int1, Int5, Int6), and
  // oneOf branches that name required fields defined beside them.
  const ajv = new Ajv({
    strict: true,
    strictTuples: false,
    strictTypes: false,
    strictRequired: false,
    allErrors: true,
    keywords: ["x-tidas-classification", "x-tidas-contains", "x-tidas-vocabulary"],
  })
  addFormats(ajv)
  for (const name of Object.values(subjects)) ajv.addSchema(load(name), `${name}.json`)

  it.each(Object.values(subjects))("%s compiles with Ajv (draft-07, strict)", (name) => {
    expect(() => ajv.getSchema(`${name}.json`)).not.toThrow()
    expect(ajv.getSchema(`${name}.json`)).toBeDefined()
  })

  it.each(Object.entries(subjects))("%s: every field has a description in every language", (subject, name) => {
    const paths = flattenBundle(subject).map((entry) => entry.path)
    for (const locale of ["zh-CN", "en", "ja"]) {
      const file = path.resolve("content/schemas/i18n", locale, `${name}.json`)
      expect(fs.existsSync(file)).toBe(true)
      const descriptions = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>
      expect(paths.filter((p) => !descriptions[p]?.trim())).toEqual([])
    }
  })

  it("accepts the valid contact example of the validation page and rejects the invalid one", () => {
    const page = fs.readFileSync(
      path.resolve("content/docs/core-modules/schema/tidas-schema-validation.en.mdx"),
      "utf8",
    )
    const blocks = [...page.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .filter((block) => block.includes('"contactDataSet"'))
    const documents = blocks.map((block) => JSON.parse(block))
    const validate = ajv.getSchema("tidas_contacts.json")!
    expect(documents.length).toBeGreaterThanOrEqual(2)
    expect(validate(documents[0])).toBe(true)
    expect(validate(documents[1])).toBe(false)
    const pointers = (validate.errors ?? []).map((error) => error.instancePath)
    expect(pointers).toContain("/contactDataSet/@version")
    expect(pointers).toContain("/contactDataSet/contactInformation/dataSetInformation/common:UUID")
  })
})
