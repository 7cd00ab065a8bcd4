// Validation itself: parse, detect the dataset type, run its validator, and reduce Ajv's errors
// to Issues. The validators are generated at build time (./standalone.ts), so nothing here
// compiles code: this runs in the validator's Web Worker under the site's CSP, and in tests.
import type { ErrorObject } from "ajv"
import { checkClassifications, type ListLoader } from "../classes/check"
import { datasetTypeOf } from "../schema/datasets"
import type { JsonSchema } from "../schema/flatten"
import { nearestField, schemaPathOf } from "./field-links"
import { locateJsonError } from "./json-syntax"
import type { CheckResult, Issue } from "./types"

/** A generated validator: Ajv's standalone function and the documented fields of its type. */
export interface CompiledValidator {
  validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }
  known: readonly string[]
}

/** Loads the generated validator of a schema file of the bundle ('tidas_contacts.json'). */
export type ValidatorLoader = (file: string) => Promise<CompiledValidator>

/** At most this many issues are sent per document; the total is still counted. */
export const maxIssues = 1000
const jsonType = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)

function preview(value: unknown): string | undefined {
  if (value === null || ["number", "boolean"].includes(typeof value)) return JSON.stringify(value)
  if (typeof value === "string") return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
  return undefined
}

/** The JSON types of anyOf/oneOf alternatives, when every alternative names one. */
function formsOf(alternatives: unknown): string[] | undefined {
  if (!Array.isArray(alternatives)) return undefined
  const types = alternatives.map((branch) =>
    branch && typeof (branch as JsonSchema).type === "string" ? String((branch as JsonSchema).type) : null,
  )
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
  // Errors grouped by place, so each anyOf/oneOf looks only at its neighbours: linear in the
  // number of errors (a file can have 100,000), where scanning them all per combinator was not.
  const byPlace = new Map<string, ErrorObject[]>()
  const combos: ErrorObject[] = []
  for (const error of errors) {
    const group = byPlace.get(error.instancePath)
    if (group) group.push(error)
    else byPlace.set(error.instancePath, [error])
    if (error.keyword === "anyOf" || error.keyword === "oneOf") combos.push(error)
  }
  const dropped = new Set<ErrorObject>()
  for (const combo of combos) {
    const here = byPlace
      .get(combo.instancePath)!
      .filter((error) => error !== combo && error.schemaPath.startsWith(`${combo.schemaPath}/`))
    const typeErrors = here.filter((error) => error.keyword === "type")
    const branches = Array.isArray(combo.schema) ? combo.schema.length : Infinity
    const failedOnType = new Set(
      typeErrors.map((error) => error.schemaPath.slice(combo.schemaPath.length + 1).split("/")[0]),
    )
    typeErrors.forEach((error) => dropped.add(error))
    if (failedOnType.size < branches && here.length > typeErrors.length) dropped.add(combo)
  }
  return dropped.size ? errors.filter((error) => !dropped.has(error)) : errors
}

export function toIssue(error: ErrorObject, known: ReadonlySet<string>): Issue {
  const params = { ...(error.params as Record<string, unknown>) }
  // A missing field is reported on its parent; its link should open the missing field itself.
  const target =
    error.keyword === "required"
      ? `${error.instancePath}/${String(params.missingProperty).replace(/~/g, "~0").replace(/\//g, "~1")}`
      : error.instancePath
  const issue: Issue = {
    pointer: error.instancePath,
    keyword: error.keyword,
    params,
    field: nearestField(schemaPathOf(target), known),
    message: error.message ?? "",
  }
  if ("data" in error && error.keyword !== "required" && error.keyword !== "additionalProperties") {
    issue.actual = jsonType(error.data)
    const value = preview(error.data)
    if (value !== undefined) issue.value = value
  }
  if (error.keyword === "anyOf" || error.keyword === "oneOf") issue.forms = formsOf(error.schema)
  if (/\$defs\/UUID\//.test(error.schemaPath)) issue.uuid = true
  return issue
}

/**
 * `loadList` gives the classification lists: with it, every classification and location code
 * is also checked against its list (which the generated validators cannot do).
 */
export function createEngine(load: ValidatorLoader, loadList?: ListLoader) {
  const knownSets = new WeakMap<CompiledValidator, ReadonlySet<string>>()
  const knownOf = (validator: CompiledValidator) => {
    let known = knownSets.get(validator)
    if (!known) knownSets.set(validator, (known = new Set(validator.known)))
    return known
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
    let validator: CompiledValidator
    try {
      validator = await load(type.file)
    } catch {
      return { status: "schemaUnavailable", file: type.file }
    }
    const schemaValid = validator.validate(document)
    const errors = schemaValid ? [] : condense(validator.validate.errors ?? [])
    const known = knownOf(validator)
    const findings = loadList ? await checkClassifications(document, type.root, loadList) : []
    if (schemaValid && findings.length === 0) return { status: "valid", root: type.root }
    const classIssues: Issue[] = findings.map((finding) => ({
      pointer: finding.pointer,
      keyword: "classification",
      params: {},
      field: nearestField(schemaPathOf(finding.pointer), known),
      message: "",
      classFinding: finding,
    }))
    const issues = [...errors.slice(0, maxIssues).map((error) => toIssue(error, known)), ...classIssues].slice(
      0,
      maxIssues,
    )
    return { status: "invalid", root: type.root, docId: type.docId, issues, total: errors.length + classIssues.length }
  }

  return { check }
}
