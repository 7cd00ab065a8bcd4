import { createTranslator } from "../translate"

describe("translate", () => {
  it("interpolates variables", () => {
    const t = createTranslator("en", { "a.b": "Hello {{name}}, {{name}}!" })
    expect(t("a.b", { name: "TIDAS" })).toBe("Hello TIDAS, TIDAS!")
  })

  it("chooses plural forms by the locale's rules", () => {
    const en = createTranslator("en", { "docs.items_one": "1 item", "docs.items_other": "{{count}} items" })
    expect(en("docs.items", { count: 1 })).toBe("1 item")
    expect(en("docs.items", { count: 4 })).toBe("4 items")
    const ja = createTranslator("ja", { "docs.items_other": "{{count}} 項目" })
    expect(ja("docs.items", { count: 1 })).toBe("1 項目")
  })

  it("shows the key when a message is missing", () => {
    expect(createTranslator("en", {})("nope.key")).toBe("nope.key")
  })
})
