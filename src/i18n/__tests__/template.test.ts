import en from "../../../locales/en/classes.json"
import ja from "../../../locales/ja/classes.json"
import enSchema from "../../../locales/en/schema.json"
import zhSchema from "../../../locales/zh-CN/schema.json"
import { stringTemplate } from "../template"
import { translatorFor } from "../translator"

describe("stringTemplate", () => {
  it("fills values in as i18next would, wherever and however often the translation puts them", () => {
    for (const [locale, strings] of [
      ["en", en],
      ["ja", ja],
    ] as const) {
      const t = translatorFor(locale, { classes: strings })
      const label = stringTemplate(t, "classes.copyLabel", ["code", "text"])
      const values = { code: "0111", text: "Wheat & <meslin>" }
      expect(label(values)).toBe(t("classes.copyLabel", values))
      expect(label(values)).toContain("0111")
    }
    const twice = stringTemplate(translatorFor("en", { docs: { "docs.x": "{{a}}-{{b}}-{{a}}" } }), "docs.x", ["a", "b"])
    expect(twice({ a: "1", b: "2" })).toBe("1-2-1")
  })

  it("asks the translator once, not once per use", () => {
    const base = translatorFor("zh-CN", { schema: zhSchema })
    const t = jest.fn((key: string, values: Record<string, string>) => base(key, values))
    const expand = stringTemplate(t, "schema.explorer.expand", ["name"])
    expect(["a", "b", "c"].map((name) => expand({ name }))).toEqual(
      ["a", "b", "c"].map((name) => base("schema.explorer.expand", { name })),
    )
    expect(t).toHaveBeenCalledTimes(1)
    expect(
      stringTemplate(translatorFor("en", { schema: enSchema }), "schema.explorer.expand", ["name"])({ name: "x" }),
    ).toBe("Expand x")
  })
})
