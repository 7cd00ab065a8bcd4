// A classification finding as a sentence in the reader's language (validator.class.* in
// locales/<locale>/validator.json). The closest entries are listed by the caller, as links.
import type { TFunction } from "i18next"
import type { ClassFinding } from "./check"

export function describeFinding(finding: ClassFinding, t: TFunction): string {
  const list = t(`validator.class.list.${finding.list}`)
  const { level = "", code = "", text = "" } = finding.given
  switch (finding.problem) {
    case "level":
      return t("validator.class.level", { given: level, expected: finding.expected ?? "" })
    case "text":
      return t("validator.class.text", { code, text, expected: finding.suggestions[0]?.text ?? "" })
    case "parent":
      return t("validator.class.parent", { code, text, parent: finding.expected ?? "" })
    case "location":
      return t("validator.class.location", { code })
    case "unavailable":
      return t("validator.class.unavailable", { list })
    default:
      return t("validator.class.unknown", { list, level, code, text })
  }
}
