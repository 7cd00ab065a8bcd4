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
 * ('must be object', 'must be array', 'must match a schema in anyOf'). The anyOf issue says it
 * all, so the alternatives' own errors at that place are dropped; errors deeper inside stay.
 */
export function condense(errors: ErrorObject[]): ErrorObject[] {
  const combinators = errors.filter((error) => error.keyword === "anyOf" || error.keyword === "oneOf")
  return errors.filter(
    (error) => !combinators.some((combo) => combo !== error && combo.instancePath === error.instancePath && error.schemaPath.startsWith(`${combo.schemaPath}/`)),
  )
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

