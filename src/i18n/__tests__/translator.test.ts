import { pageTranslator, translatorFor } from "../translator"

describe("translatorFor", () => {
  it("finds a namespaced key in whichever namespace holds it, and interpolates variables", () => {
    const t = translatorFor("en", {
      common: { "navbar.docs": "Docs" },
      docs: { "docs.hello": "Hello {{name}}, {{name}}!" },
    })
    expect(t("navbar.docs")).toBe("Docs")
    expect(t("docs.hello", { name: "<TIDAS>" })).toBe("Hello <TIDAS>, <TIDAS>!")
  })

  it("chooses plural forms by the locale's rules", () => {
    const en = translatorFor("en", { docs: { "docs.items_one": "1 item", "docs.items_other": "{{count}} items" } })
    expect(en("docs.items", { count: 1 })).toBe("1 item")
    expect(en("docs.items", { count: 4 })).toBe("4 items")
    const ja = translatorFor("ja", { docs: { "docs.items_other": "{{count}} 項目" } })
    expect(ja("docs.items", { count: 1 })).toBe("1 項目")
  })

  it("shows the key when a message is missing", () => {
    expect(translatorFor("en", { common: {} })("nope.key")).toBe("nope.key")
  })
})

describe("pageTranslator", () => {
  it("reads the strings of the page's own locale from its query's Locale nodes", () => {
    const data = {
      locales: {
        edges: [
          { node: { language: "ja", ns: "common", data: JSON.stringify({ "site.title": "天工 LCA データシステム" }) } },
          {
            node: { language: "en", ns: "common", data: JSON.stringify({ "site.title": "TianGong LCA Data System" }) },
          },
        ],
      },
    }
    expect(pageTranslator("ja", data)("site.title")).toBe("天工 LCA データシステム")
    expect(pageTranslator("en", data)("site.title")).toBe("TianGong LCA Data System")
    expect(pageTranslator("en", null)("site.title")).toBe("site.title")
  })
})
