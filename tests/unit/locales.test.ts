import fs from "node:fs"
import path from "node:path"
import pkg from "../../package.json"
import { localeCodes } from "../../src/config/locales"
import { siteConfig } from "../../src/config/site"

const dir = path.resolve("locales")
const pluralSuffix = /_(zero|one|two|few|many|other)$/

function keys(locale: string, file: string): string[] {
  return Object.keys(JSON.parse(fs.readFileSync(path.join(dir, locale, file), "utf8")))
}

describe("locale files", () => {
  const files = fs.readdirSync(path.join(dir, "zh-CN")).filter((name) => name.endsWith(".json"))

  it("exist for every locale with the same files", () => {
    for (const locale of localeCodes) expect(fs.readdirSync(path.join(dir, locale)).sort()).toEqual([...files].sort())
  })

  it.each(files)("%s has the same keys in every locale (plural forms aside)", (file) => {
    const base = (locale: string) => [...new Set(keys(locale, file).map((key) => key.replace(pluralSuffix, "")))].sort()
    for (const locale of localeCodes) expect(base(locale)).toEqual(base("zh-CN"))
    // Every plural key has the 'other' form, which every language has.
    for (const locale of localeCodes) {
      for (const key of keys(locale, file).filter((k) => pluralSuffix.test(k))) {
        expect(keys(locale, file)).toContain(key.replace(pluralSuffix, "_other"))
      }
    }
  })

  it.each(files.filter((file) => file !== "common.json"))("keys in %s carry the file's namespace", (file) => {
    const namespace = file.replace(/\.json$/, "")
    for (const locale of localeCodes)
      for (const key of keys(locale, file)) expect(key.startsWith(`${namespace}.`)).toBe(true)
  })

  it("has no empty message", () => {
    for (const locale of localeCodes) {
      for (const file of files) {
        const messages = JSON.parse(fs.readFileSync(path.join(dir, locale, file), "utf8")) as Record<string, string>
        for (const [key, value] of Object.entries(messages)) expect(`${key}=${value.trim()}`).not.toBe(`${key}=`)
      }
    }
  })

  it("every translation key used in the source exists", () => {
    const used = new Set<string>()
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name)
        if (entry.isDirectory() && entry.name !== "__tests__") walk(full)
        else if (/\.tsx?$/.test(entry.name)) {
          for (const match of fs.readFileSync(full, "utf8").matchAll(/\bt\(\s*"([a-zA-Z]+\.[\w.]+)"/g))
            used.add(match[1])
        }
      }
    }
    walk(path.resolve("src"))
    const all = new Set(files.flatMap((file) => keys("ja", file).map((key) => key.replace(pluralSuffix, ""))))
    expect([...used].filter((key) => !all.has(key))).toEqual([])
  })
})

describe("site version", () => {
  it("matches package.json", () => {
    expect(siteConfig.siteVersion).toBe(pkg.version)
    expect(pkg.version).toBe("0.0.1")
  })
})
