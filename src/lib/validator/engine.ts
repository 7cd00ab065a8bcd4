// Validation itself: parse, detect the dataset type, compile its schema (once), validate, and
// reduce Ajv's errors to Issues. Runs in the validator's Web Worker, and in unit tests.
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import { datasetTypeOf, datasetTypes, type DatasetType } from "../schema/datasets"
import { flattenSchema, type JsonSchema } from "../schema/flatten"
import { nearestField, schemaPathOf } from "./field-links"
import { locateJsonError } from "./json-syntax"
import type { CheckResult, Issue } from "./types"

/** Loads a schema file of the bundle by name ('tidas_data_types.json'). */
export type SchemaLoader = (file: string) => Promise<JsonSchema>

/** At most this many issues are sent per document; the total is still counted. */
export const maxIssues = 200

interface Compiled {
  validate: ValidateFunction
  known: Set<string>
}

class SchemaUnavailable extends Error {
  constructor(readonly file: string) {
    super(`schema ${file} could not be loaded`)
  }
}

const jsonType = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)

function preview(value: unknown): string | undefined {
  if (value === null || ["number", "boolean"].includes(typeof value)) return JSON.stringify(value)
  if (typeof value === "string") return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
  return undefined
}

/** The JSON types of anyOf/oneOf alternatives, when every alternative names one. */
function formsOf(alternatives: unknown): string[] | undefined {
  if (!Array.isArray(alternatives)) return undefined
  const types = alternatives.map((branch) => (branch && typeof (branch as JsonSchema).type === "string" ? String((branch as JsonSchema).type) : null))
  return types.every((type): type is string => type !== null) ? [...new Set(types)] : undefined
}

/**
 * Ajv reports an anyOf failure once for the anyOf and once per alternative at the same place
 * ('must be object', 'must be array', 'must match a schema in anyOf'). When the value has none
 * of the allowed types, the anyOf issue says it all ('must be an object or an array'); when it
 * has one of them, the problem lies inside that alternative, and its own errors say what it is.
 * Either way the alternatives' type errors at that place are noise. Errors deeper inside stay.
 */
export function condense(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>()
  for (const combo of errors.filter((error) => error.keyword === "anyOf" || error.keyword === "oneOf")) {
    const here = errors.filter((error) => error !== combo && error.instancePath === combo.instancePath && error.schemaPath.startsWith(`${combo.schemaPath}/`))
    const typeErrors = here.filter((error) => error.keyword === "type")
    const branches = Array.isArray(combo.schema) ? combo.schema.length : Infinity
    const failedOnType = new Set(typeErrors.map((error) => error.schemaPath.slice(combo.schemaPath.length + 1).split("/")[0]))
    typeErrors.forEach((error) => dropped.add(error))
    if (failedOnType.size < branches && here.length > typeErrors.length) dropped.add(combo)
  }
  return errors.filter((error) => !dropped.has(error))
}

export function toIssue(error: ErrorObject, known: ReadonlySet<string>): Issue {
  const params = { ...(error.params as Record<string, unknown>) }
  // A missing field is reported on its parent; its link should open the missing field itself.
  const target = error.keyword === "required" ? `${error.instancePath}/${String(params.missingProperty).replace(/~/g, "~0").replace(/\//g, "~1")}` : error.instancePath
  const issue: Issue = { pointer: error.instancePath, keyword: error.keyword, params, field: nearestField(schemaPathOf(target), known), message: error.message ?? "" }
  if ("data" in error && error.keyword !== "required" && error.keyword !== "additionalProperties") {
    issue.actual = jsonType(error.data)
    const value = preview(error.data)
    if (value !== undefined) issue.value = value
  }
  if (error.keyword === "anyOf" || error.keyword === "oneOf") issue.forms = formsOf(error.schema)
  if (/\$defs\/UUID\//.test(error.schemaPath)) issue.uuid = true
  return issue
}

/** JSON text of a value with object keys sorted, so equal values give equal keys. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  const record = value as Record<string, unknown>
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    .join(",")}}`
}

/**
 * Ajv compares array items of objects pairwise for uniqueItems: a name in 100,000 languages
 * takes hours. TIDAS puts uniqueItems on its multilingual texts and several lists, so the
 * keyword is replaced by one that compares canonical JSON through a map, in linear time.
 */
function useLinearUniqueItems(ajv: Ajv) {
  ajv.removeKeyword("uniqueItems")
  const validate: ((schema: boolean, data: unknown[]) => boolean) & { errors?: Partial<ErrorObject>[] } = (unique, items) => {
    if (!unique) return true
    const seen = new Map<string, number>()
    for (let i = 0; i < items.length; i += 1) {
      const key = canonical(items[i])
      const first = seen.get(key)
      if (first !== undefined) {
        validate.errors = [{ keyword: "uniqueItems", params: { i, j: first }, message: `must NOT have duplicate items (items ## ${first} and ${i} are identical)` }]
        return false
      }
      seen.set(key, i)
    }
    return true
  }
  ajv.addKeyword({ keyword: "uniqueItems", type: "array", schemaType: "boolean", errors: true, validate })
}

export function createEngine(load: SchemaLoader) {
  const ajv = new Ajv({
    allErrors: true,
    // Our bundle carries x-tidas-* annotations; other bundles (TIDAS_SCHEMA_DIR) may use
    // keywords of later drafts. Validate what draft-07 defines, ignore the rest.
    strict: false,
    verbose: true,
    loadSchema: async (uri) => fetchSchema(uri.replace(/[#?].*$/, "").replace(/^.*\//, "")),
  })
  addFormats(ajv)
  useLinearUniqueItems(ajv)
  const compiled = new Map<string, Promise<Compiled>>()

  async function fetchSchema(file: string): Promise<JsonSchema> {
    try {
      return await load(file)
    } catch {
      throw new SchemaUnavailable(file)
    }
  }

  function compile(type: DatasetType): Promise<Compiled> {
    let entry = compiled.get(type.file)
    if (!entry) {
      entry = (async () => {
        const schema = await fetchSchema(type.file)
        const validate = await ajv.compileAsync(schema)
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
        const known = new Set(Object.entries(properties).flatMap(([name, node]) => flattenSchema(name, node, true).map((field) => field.path)))
        return { validate, known }
      })()
      // A failed load is not kept, so checking again after a network hiccup tries again.
      entry.catch(() => {
        compiled.delete(type.file)
        ajv.removeSchema(type.file)
      })
      compiled.set(type.file, entry)
    }
    return entry
  }

  async function check(raw: string): Promise<CheckResult> {
    const text = raw.replace(/^\uFEFF/, "")
    if (!text.trim()) return { status: "empty" }
    let document: unknown
    try {
      document = JSON.parse(text)
    } catch {
      const where = locateJsonError(text) ?? { line: 1, column: 1, found: null }
      return { status: "syntax", ...where }
    }
    if (!document || typeof document !== "object" || Array.isArray(document)) return { status: "notObject" }
    const type = datasetTypeOf(document)
    if (!type?.root) return { status: "unknownRoot", found: Object.keys(document).slice(0, 5) }
    let validator: Compiled
    try {
      validator = await compile(type)
    } catch (error) {
      return { status: "schemaUnavailable", file: error instanceof SchemaUnavailable ? error.file : type.file }
    }
    if (validator.validate(document)) return { status: "valid", root: type.root }
    const errors = condense(validator.validate.errors ?? [])
    return { status: "invalid", root: type.root, docId: type.docId, issues: errors.slice(0, maxIssues).map((error) => toIssue(error, validator.known)), total: errors.length }
  }

  return { check }
}

