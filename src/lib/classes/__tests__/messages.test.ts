import fs from "node:fs"
import path from "node:path"
import i18next from "i18next"
import { i18nextOptions } from "../../../i18n/options"
import { describeFinding } from "../messages"
import type { ClassFinding } from "../check"

const finding: ClassFinding = {
  problem: "text",
  list: "processes",
  pointer: "/x",
  given: { level: "3", code: "2410", text: "Manufacture of steel" },
  suggestions: [
    {
      code: "2410",
      text: "Manufacture of basic iron and steel",
      path: "C › 24 › 241 › 2410",
      anchor: "class/processes/C/24/241/2410",
    },
  ],
}

describe.each(["en", "zh-CN", "ja"])("describeFinding (%s)", (locale) => {
  const instance = i18next.createInstance()
  void instance.init({
    ...i18nextOptions,
    initImmediate: false,
    lng: locale,
    resources: {
      [locale]: { validator: JSON.parse(fs.readFileSync(path.resolve("locales", locale, "validator.json"), "utf8")) },
    },
    ns: ["validator"],
    defaultNS: "validator",
  })

  it.each(["level", "unknown", "text", "parent", "location", "unavailable"] as const)(
    "says what is wrong for '%s', with no placeholder left",
    (problem) => {
      const text = describeFinding(
        { ...finding, problem, expected: problem === "level" ? "1" : "C Manufacturing" },
        instance.t,
      )
      expect(text).not.toMatch(/\{\{|validator\./)
      if (problem === "text") expect(text).toContain("Manufacture of basic iron and steel")
    },
  )
})
