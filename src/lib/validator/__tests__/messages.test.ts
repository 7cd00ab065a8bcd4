import fs from "node:fs"
import path from "node:path"
import { localeCodes, locales, type Locale } from "../../../config/locales"
import { translatorFor } from "../../../i18n/translator"
import { describeIssue, describeResult, keywordsWithMessage, namedFormats } from "../messages"
import type { CheckResult, Issue } from "../types"

const messages = (locale: Locale): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve("locales", locale, "validator.json"), "utf8"))
const en = translatorFor("en", { validator: messages("en") })
const issue = (keyword: string, params: Record<string, unknown>, extra: Partial<Issue> = {}): Issue => ({
  pointer: "/a/b",
  keyword,
  params,
  field: "/a/b",
  message: "ajv says no",
  ...extra,
})
const say = (i: Issue) => describeIssue(i, en, "en")

describe("validator messages", () => {
  it("turns each Ajv keyword into a sentence of ours", () => {
    expect(say(issue("required", { missingProperty: "common:shortName" }))).toBe(
      "The required field “common:shortName” is missing.",
    )
    expect(say(issue("type", { type: "string" }, { actual: "number", value: "1" }))).toBe(
      "Must be a string, but it is a number.",
    )
    expect(say(issue("type", { type: ["string", "number"] }, { actual: "object" }))).toBe(
      "Must be a string or a number, but it is an object.",
    )
    expect(say(issue("const", { allowedValue: "1.1" }, { value: '"1.0"' }))).toBe('Must be exactly "1.1"; found "1.0".')
    expect(say(issue("enum", { allowedValues: ["Input", "Output"] }, { value: '"In"' }))).toBe(
      'Must be one of "Input" or "Output"; found "In".',
    )
    expect(say(issue("pattern", { pattern: "^[0-9]+$" }, { value: '"x"' }))).toBe(
      '"x" does not have the required form (pattern ^[0-9]+$).',
    )
    expect(say(issue("pattern", { pattern: "^[0-9a-f]{8}-…$" }, { value: '"ABC"', uuid: true }))).toMatch(
      /^"ABC" is not a UUID as TIDAS writes it/,
    )
    expect(say(issue("format", { format: "date-time" }, { value: '"yesterday"' }))).toBe(
      '"yesterday" is not a valid date and time with a time zone (such as 2025-03-18T09:30:00+08:00).',
    )
    expect(say(issue("format", { format: "ipv6" }, { value: '"x"' }))).toBe('"x" is not a valid ipv6.')
    expect(say(issue("minLength", { limit: 1 }))).toBe("Must be at least 1 character long.")
    expect(say(issue("maxLength", { limit: 500 }))).toBe("Must be at most 500 characters long.")
    expect(say(issue("minItems", { limit: 2 }))).toBe("Must have at least 2 items.")
    expect(say(issue("maxItems", { limit: 1 }))).toBe("Must have at most 1 item.")
    expect(say(issue("minimum", { limit: 0, comparison: ">=" }, { value: "-1" }))).toBe("Must be at least 0; found -1.")
    expect(say(issue("maximum", { limit: 100, comparison: "<=" }, { value: "101" }))).toBe(
      "Must be at most 100; found 101.",
    )
    expect(say(issue("exclusiveMinimum", { limit: 0 }, { value: "0" }))).toBe("Must be greater than 0; found 0.")
    expect(say(issue("additionalProperties", { additionalProperty: "colour" }))).toBe(
      "The field “colour” is not allowed here.",
    )
    expect(say(issue("anyOf", {}, { forms: ["object", "array"], actual: "string" }))).toBe(
      "Must be an object or an array, but it is a string.",
    )
    expect(say(issue("anyOf", {}))).toBe("Does not match any of the forms allowed for this field.")
    expect(say(issue("oneOf", { passingSchemas: null }))).toBe(
      "Does not match any of the forms allowed for this field.",
    )
    expect(say(issue("oneOf", { passingSchemas: [0, 1] }))).toBe(
      "Must match exactly one of the allowed forms, but matches 2.",
    )
    expect(say(issue("uniqueItems", { i: 3, j: 1 }))).toBe("Items 2 and 4 are identical; every item must be different.")
    expect(say(issue("dependencies", { property: "a", deps: "b, c", depsCount: 2 }))).toBe(
      "When “a” is present, b and c must be present too.",
    )
    expect(say(issue("if", { failingKeyword: "then" }))).toBe(
      "Does not meet the rule that applies to this field in this case.",
    )
    expect(say(issue("false schema", {}))).toBe("No value is allowed here.")
    // A keyword we have no sentence for still says which rule failed, in Ajv's words.
    expect(say(issue("x-custom", {}))).toBe("Breaks the schema rule “x-custom” (ajv says no).")
    expect(say(issue("format", { format: "email" }))).toBe("The value is not a valid e-mail address.")
  })

  it("has every keyword, format and outcome sentence in every locale, without a missing key", () => {
    const results: CheckResult[] = [
      { status: "valid", root: "flowDataSet" },
      { status: "invalid", root: "flowDataSet", docId: "d", issues: [], total: 3 },
      { status: "syntax", line: 2, column: 7, found: "}" },
      { status: "syntax", line: 9, column: 1, found: null },
      { status: "empty" },
      { status: "notObject" },
      { status: "unknownRoot", found: ["dataSet"] },
      { status: "schemaUnavailable", file: "tidas_flows.json" },
      { status: "tooLarge", bytes: 21 * 1024 * 1024 },
      { status: "notJsonFile" },
      { status: "unreadable" },
      { status: "failed" },
    ]
    for (const locale of localeCodes) {
      const t = translatorFor(locale, { validator: messages(locale) })
      const lang = locales[locale].htmlLang
      const params = {
        missingProperty: "x",
        additionalProperty: "x",
        type: "string",
        allowedValue: "1",
        allowedValues: ["a"],
        pattern: "p",
        format: "",
        limit: 2,
        i: 1,
        j: 0,
        property: "a",
        deps: "b",
        propertyName: "x",
        passingSchemas: [0, 1],
      }
      for (const keyword of keywordsWithMessage)
        expect(describeIssue(issue(keyword, params, { actual: "number", forms: ["object"] }), t, lang)).not.toMatch(
          /validator\.|\{\{/,
        )
      for (const format of namedFormats)
        expect(describeIssue(issue("format", { format }), t, lang)).not.toMatch(/validator\.|\{\{/)
      for (const result of results) expect(describeResult(result, t, lang).text).not.toMatch(/validator\.|\{\{/)
    }
  })

  it("words the outcomes of a check", () => {
    const result = (r: CheckResult) => describeResult(r, en, "en")
    expect(result({ status: "syntax", line: 4, column: 3, found: "}" })).toEqual({
      tone: "invalid",
      text: "Not valid JSON: line 4, column 3: unexpected character “}”.",
    })
    expect(result({ status: "syntax", line: 9, column: 1, found: null }).text).toBe(
      "Not valid JSON: line 9, column 1: the text ends before the document is complete.",
    )
    expect(result({ status: "invalid", root: "processDataSet", docId: "d", issues: [], total: 1 }).text).toBe(
      "Not valid: 1 problem in this processDataSet document.",
    )
    expect(result({ status: "tooLarge", bytes: 21 * 1024 * 1024 })).toEqual({
      tone: "refused",
      text: "Not checked: this file is 21 MB, and files over 20 MB are refused so that the browser stays responsive.",
    })
    const unknown = result({ status: "unknownRoot", found: ["dataSet"] }).text
    for (const root of [
      "contactDataSet",
      "sourceDataSet",
      "unitGroupDataSet",
      "flowPropertyDataSet",
      "flowDataSet",
      "processDataSet",
      "LCIAMethodDataSet",
      "lifeCycleModelDataSet",
    ])
      expect(unknown).toContain(root)
    expect(unknown).toMatch(/This document starts with dataSet\.$/)
  })
})
