// Ajv's errors, and the other outcomes of a check, as sentences in the reader's language. Ajv's
// own messages are English fragments ('must match a schema in anyOf'); each keyword gets a
// sentence of ours instead (validator.error.<keyword> in locales/<locale>/validator.json).
import type { TFunction } from "i18next"
import { describeFinding } from "../classes/messages"
import { datasetTypes } from "../schema/datasets"
import { maxFileBytes, megabytes } from "./limits"
import type { CheckResult, Issue } from "./types"

/** Keywords with a sentence of their own; any other keyword gets validator.error.other. */
export const keywordsWithMessage = [
  "additionalProperties",
  "anyOf",
  "const",
  "contains",
  "dependencies",
  "enum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "false schema",
  "format",
  "if",
  "maxItems",
  "maxLength",
  "maxProperties",
  "maximum",
  "minItems",
  "minLength",
  "minProperties",
  "minimum",
  "multipleOf",
  "not",
  "oneOf",
  "pattern",
  "propertyNames",
  "required",
  "type",
  "uniqueItems",
] as const

/** Formats with a name of their own (validator.format.<name>); others are shown as written. */
export const namedFormats = ["date", "date-time", "email", "time", "uri", "uri-reference"] as const
const jsonTypes = ["array", "boolean", "integer", "null", "number", "object", "string"]

export const acceptedRoots = datasetTypes.flatMap((type) => (type.root ? [type.root] : []))

function list(items: string[], lang: string, type: "conjunction" | "disjunction"): string {
  return new Intl.ListFormat(lang, { type }).format(items)
}

const typeName = (type: string, t: TFunction) => (jsonTypes.includes(type) ? t(`validator.type.${type}`) : type)
const typeList = (types: unknown, t: TFunction, lang: string) =>
  list(
    (Array.isArray(types) ? types : String(types).split(",")).map((type) => typeName(String(type), t)),
    lang,
    "disjunction",
  )
const json = (value: unknown) => JSON.stringify(value)

export function describeIssue(issue: Issue, t: TFunction, lang: string): string {
  const p = issue.params
  const value = issue.value ?? t("validator.theValue")
  switch (issue.keyword) {
    case "classification":
      return issue.classFinding
        ? describeFinding(issue.classFinding, t)
        : t("validator.error.other", { keyword: issue.keyword, message: issue.message })
    case "required":
      return t("validator.error.required", { field: String(p.missingProperty) })
    case "additionalProperties":
      return t("validator.error.additionalProperties", { field: String(p.additionalProperty) })
    case "type":
      return t("validator.error.type", { expected: typeList(p.type, t, lang), actual: typeName(issue.actual ?? "", t) })
    case "const":
      return t("validator.error.const", { expected: json(p.allowedValue), value })
    case "enum":
      return t("validator.error.enum", {
        allowed: list(((p.allowedValues as unknown[]) ?? []).map(json), lang, "disjunction"),
        value,
      })
    case "pattern":
      return issue.uuid
        ? t("validator.error.uuid", { value })
        : t("validator.error.pattern", { value, pattern: String(p.pattern) })
    case "format": {
      const format = String(p.format)
      const name = (namedFormats as readonly string[]).includes(format) ? t(`validator.format.${format}`) : format
      return t("validator.error.format", { value, format: name })
    }
    case "minLength":
    case "maxLength":
    case "minItems":
    case "maxItems":
    case "minProperties":
    case "maxProperties":
      return t(`validator.error.${issue.keyword}`, { count: Number(p.limit) })
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "multipleOf":
      return t(`validator.error.${issue.keyword}`, { limit: String(p.limit ?? p.multipleOf), value })
    case "anyOf":
    case "oneOf":
      if (issue.keyword === "oneOf" && Array.isArray(p.passingSchemas))
        return t("validator.error.oneOfMany", { count: p.passingSchemas.length })
      return issue.forms
        ? t("validator.error.anyOf", {
            forms: list(
              issue.forms.map((form) => typeName(form, t)),
              lang,
              "disjunction",
            ),
            actual: typeName(issue.actual ?? "", t),
          })
        : t("validator.error.noForm")
    case "uniqueItems":
      return t("validator.error.uniqueItems", { first: Number(p.j) + 1, second: Number(p.i) + 1 })
    case "dependencies":
      return t("validator.error.dependencies", {
        field: String(p.property),
        needed: list(String(p.deps).split(", "), lang, "conjunction"),
      })
    case "propertyNames":
      return t("validator.error.propertyNames", { field: String(p.propertyName) })
    case "contains":
    case "if":
    case "not":
    case "false schema":
      return t(`validator.error.${issue.keyword === "false schema" ? "falseSchema" : issue.keyword}`)
    default:
      return t("validator.error.other", { keyword: issue.keyword, message: issue.message })
  }
}

export type Tone = "valid" | "invalid" | "refused"

/** The headline of one document's result, and whether it passed. */
export function describeResult(result: CheckResult, t: TFunction, lang: string): { tone: Tone; text: string } {
  switch (result.status) {
    case "valid":
      return { tone: "valid", text: t("validator.result.valid", { root: result.root }) }
    case "invalid":
      return { tone: "invalid", text: t("validator.result.invalid", { count: result.total, root: result.root }) }
    case "syntax": {
      const problem =
        result.found === null ? t("validator.syntax.end") : t("validator.syntax.unexpected", { found: result.found })
      return {
        tone: "invalid",
        text: t("validator.result.syntax", { line: result.line, column: result.column, problem }),
      }
    }
    case "unknownRoot":
      return {
        tone: "invalid",
        text: `${t("validator.result.unknownRoot", { roots: list(acceptedRoots, lang, "disjunction") })} ${result.found.length ? t("validator.result.foundKeys", { keys: list(result.found, lang, "conjunction") }) : ""}`.trim(),
      }
    case "tooLarge":
      return {
        tone: "refused",
        text: t("validator.result.tooLarge", { size: megabytes(result.bytes), limit: megabytes(maxFileBytes) }),
      }
    case "schemaUnavailable":
      return { tone: "refused", text: t("validator.result.schemaUnavailable", { file: result.file }) }
    default:
      return {
        tone: result.status === "empty" || result.status === "notObject" ? "invalid" : "refused",
        text: t(`validator.result.${result.status}`),
      }
  }
}
