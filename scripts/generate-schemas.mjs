// Writes our TIDAS JSON Schema bundle (content/schemas/tidas_*.json, draft-07) from the
// flattened structure facts of the TIDAS schemas, plus our English field descriptions
// (content/schemas/i18n/en/). Run it again when the facts or the descriptions change:
//   node scripts/generate-schemas.mjs [../shared/reference/schema-structure]
// The output is committed; the site build never reads the facts folder.
//
// Conventions (documented in content/schemas/README.md):
// - single-or-array nodes are anyOf [object, array of the same object], in the facts' order;
// - positional classification arrays are draft-07 tuples whose item k pins @level to "k";
//   the facts' minContains/maxContains rules (draft 2019-09 keywords a draft-07 validator
//   ignores) and the classification vocabulary checks are kept as annotations
//   (x-tidas-contains, x-tidas-classification), because the vocabularies are not in the bundle;
// - a $ref with a const beside it is written allOf [$ref] + const, which draft-07 honours;
// - references to classification vocabularies become the annotation x-tidas-vocabulary.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

const factsDir = process.argv[2] || path.resolve("../shared/reference/schema-structure")
const outDir = path.resolve("content/schemas")
const subjects = {
  contacts: ["tidas_contacts", "Contact data set"],
  sources: ["tidas_sources", "Source data set"],
  unitgroups: ["tidas_unitgroups", "Unit group data set"],
  flowproperties: ["tidas_flowproperties", "Flow property data set"],
  flows: ["tidas_flows", "Flow data set"],
  processes: ["tidas_processes", "Process data set"],
  lciamethods: ["tidas_lciamethods", "LCIA method data set"],
  lifecyclemodels: ["tidas_lifecyclemodels", "Life cycle model data set"],
  data_types: ["tidas_data_types", "TIDAS shared data types"],
}

const leafKeywords = ["const", "enum", "format", "pattern", "minLength", "maxLength", "minimum", "maximum"]

function build(entries, descriptions) {
  const byParent = new Map()
  for (const entry of entries) {
    const parent = entry.path.slice(0, entry.path.lastIndexOf("/"))
    if (!byParent.has(parent)) byParent.set(parent, [])
    byParent.get(parent).push(entry)
  }
  const childrenOf = (entry) => byParent.get(entry.path) ?? []
  const nameOf = (entry) => entry.path.slice(entry.path.lastIndexOf("/") + 1)
  const describe = (entry, schema) =>
    descriptions[entry.path] ? { description: descriptions[entry.path], ...schema } : schema

  // A node with both a type and a $ref keeps both: draft-07 ignores keywords beside $ref.
  const withRef = (entry, schema) =>
    entry.ref_raw && entry.type ? { ...schema, allOf: [{ $ref: entry.ref_raw }] } : schema

  const leaf = (entry, constValue) => {
    // Classification vocabularies (tidas_*_category.json) are not part of the bundle: a field
    // that takes its values from one names it in an annotation instead of an unresolvable $ref.
    if (entry.ref_raw && !entry.type && /_category\.json/.test(entry.ref_raw))
      return { "x-tidas-vocabulary": entry.ref_raw }
    let schema = entry.ref_raw && !entry.type ? { $ref: entry.ref_raw } : withRef(entry, { type: entry.type })
    for (const key of leafKeywords) if (key in entry) schema[key] = entry[key]
    if (constValue !== undefined)
      schema = entry.ref_raw
        ? { allOf: [{ $ref: entry.ref_raw }], const: constValue }
        : { ...schema, const: constValue }
    return schema
  }

  // `context` is the nearest enclosing alternative ("object" or "array" branch), so a field that
  // is required in one alternative only (the facts' required_note) is required there alone.
  const objectSchema = (entry, branch, position, context) => {
    const properties = {}
    const required = []
    const inner = branch === "single" ? context : branch
    for (const child of childrenOf(entry)) {
      if (
        child.defined_in_some_alternatives_only &&
        branch !== "single" &&
        branch !== (child.within_array ? "array" : "object")
      )
        continue
      const constValue = position !== undefined && child.const_values ? child.const_values[position] : undefined
      properties[nameOf(child)] = emit(child, constValue, inner)
      if (child.required === true || (child.required_note && inner === "object")) required.push(nameOf(child))
    }
    const schema = withRef(entry, { type: "object", properties })
    if (required.length) schema.required = required
    if (entry.one_of_required) schema.oneOf = entry.one_of_required.map((names) => ({ required: names }))
    if (entry.classification_check) schema["x-tidas-classification"] = entry.classification_check
    return schema
  }

  const positionalArray = (entry, count) => {
    const schema = {
      type: "array",
      items: Array.from({ length: count }, (_, k) => objectSchema(entry, "array", k, "array")),
    }
    if (entry.uniqueItems) schema.uniqueItems = true
    if (entry.contains_rules) schema["x-tidas-contains"] = entry.contains_rules
    return schema
  }

  const plainArray = (entry) => {
    const schema = { type: "array", items: objectSchema(entry, "array", undefined, "array") }
    if (entry.uniqueItems) schema.uniqueItems = true
    return schema
  }

  function emit(entry, constValue, context) {
    const types = Array.isArray(entry.type) ? entry.type : [entry.type]
    const positional = entry.cardinality.match(/positional items: (\d+)/)
    let schema
    if (entry.cardinality.startsWith("single-or-array")) {
      schema = {
        anyOf: types.map((type) =>
          type === "object"
            ? objectSchema(entry, "object", undefined, "object")
            : positional
              ? positionalArray(entry, Number(positional[1]))
              : plainArray(entry),
        ),
      }
    } else if (positional) {
      schema = positionalArray(entry, Number(positional[1]))
    } else if (entry.cardinality === "array") {
      schema = plainArray(entry)
    } else if (types.length > 1) {
      schema = {
        anyOf: types.map((type) => (type === "object" ? objectSchema(entry, "single", undefined, context) : { type })),
      }
    } else if (entry.type === "object") {
      schema = objectSchema(entry, "single", undefined, context)
    } else {
      schema = leaf(entry, constValue)
    }
    return describe(entry, schema)
  }

  return { emit, childrenOf, nameOf }
}

mkdirSync(outDir, { recursive: true })
for (const [subject, [fileName, title]] of Object.entries(subjects)) {
  const factsFile = path.join(factsDir, `${subject}.json`)
  if (!existsSync(factsFile)) throw new Error(`Missing ${factsFile}`)
  const facts = JSON.parse(readFileSync(factsFile, "utf8"))
  const descriptionsFile = path.resolve("content/schemas/i18n/en", `${fileName}.json`)
  const descriptions = existsSync(descriptionsFile) ? JSON.parse(readFileSync(descriptionsFile, "utf8")) : {}
  const { emit, nameOf } = build(facts.paths, descriptions)
  const tops = facts.paths.filter(
    (entry) => entry.path.split("/").length === 2 || (subject === "data_types" && entry.path.split("/").length === 3),
  )
  let schema
  if (subject === "data_types") {
    schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: `${fileName}.json`,
      title,
      $defs: Object.fromEntries(tops.map((entry) => [nameOf(entry), emit(entry)])),
    }
  } else {
    schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: `${fileName}.json`,
      title,
      type: "object",
      properties: Object.fromEntries(tops.map((entry) => [nameOf(entry), emit(entry)])),
      required: tops.filter((entry) => entry.required === true).map(nameOf),
    }
  }
  writeFileSync(path.join(outDir, `${fileName}.json`), `${JSON.stringify(schema, null, 2)}\n`)
  console.log(`wrote content/schemas/${fileName}.json (${facts.paths.length} paths)`)
}
