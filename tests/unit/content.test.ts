import fs from "node:fs"
import path from "node:path"
import { localeCodes } from "../../src/config/locales"

// Content quality rules (issue: every page written for real, in three languages).

const contentRoot = path.resolve("content")

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else if (entry.name.endsWith(".mdx")) out.push(full)
  }
  return out
}

/** Prose a reader reads: no front matter, code, JSX/SVG markup, URLs or Markdown syntax. */
export function bodyText(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[#*_>|[\]-]/g, " ")
}

const cjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g
const kana = /[\u3040-\u30ff]/g
const placeholders = /\bTODO\b|\bTBD\b|lorem|coming soon|待补充|準備中|to be filled in/i

const docs = walk(path.join(contentRoot, "docs"))
const posts = walk(path.join(contentRoot, "blog"))
const pages = [...docs, ...posts].map((file) => {
  const match = file.match(/\.([A-Za-z-]+)\.mdx$/)!
  return { file: path.relative(process.cwd(), file), locale: match[1], source: fs.readFileSync(file, "utf8") }
})

describe("content", () => {
  it("has pages to check", () => {
    expect(docs.length).toBeGreaterThanOrEqual(22 * 3)
  })

  it("has every doc and post in every locale", () => {
    const missing: string[] = []
    const ids = new Set(pages.map((page) => page.file.replace(/\.[A-Za-z-]+\.mdx$/, "")))
    for (const id of ids)
      for (const locale of localeCodes) if (!fs.existsSync(`${id}.${locale}.mdx`)) missing.push(`${id}.${locale}.mdx`)
    expect(missing).toEqual([])
  })

  it.each(pages.map((page) => [page.file, page] as const))(
    "%s meets the length, language and placeholder rules",
    (_file, page) => {
      const text = bodyText(page.source)
      const cjkCount = (text.match(cjk) ?? []).length
      if (page.locale === "en") {
        expect(text.match(cjk) ?? []).toEqual([])
        expect(text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length).toBeGreaterThanOrEqual(150)
      } else {
        expect(cjkCount).toBeGreaterThanOrEqual(300)
      }
      if (page.locale === "ja") {
        // Japanese prose is full of kana; a page with almost none is really Chinese.
        expect((text.match(kana) ?? []).length / cjkCount).toBeGreaterThan(0.2)
      }
      expect(page.source).not.toMatch(placeholders)
    },
  )

  it.each(docs.map((file) => [path.relative(process.cwd(), file), file] as const))(
    "%s has sections and links to related pages",
    (_name, file) => {
      const source = fs.readFileSync(file, "utf8").replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, "")
      expect(source.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2)
      expect(source).not.toMatch(/^# /m)
      expect(source.match(/\]\(\/docs\//g)?.length ?? 0).toBeGreaterThanOrEqual(2)
      expect(source).toMatch(/^---\n[\s\S]*?^title: .+$[\s\S]*?^description: .+$/m)
    },
  )

  it("gives every category a label and an index description in every locale", () => {
    const files = fs
      .readdirSync(path.join(contentRoot, "docs"), { recursive: true })
      .filter((name) => String(name).endsWith("_category_.json"))
    expect(files.length).toBe(8)
    for (const name of files) {
      const data = JSON.parse(fs.readFileSync(path.join(contentRoot, "docs", String(name)), "utf8"))
      for (const locale of localeCodes) {
        expect(data.label[locale]).toBeTruthy()
        expect(data.link.description[locale]).toBeTruthy()
      }
    }
  })

  it("publishes the glossary the pages follow", () => {
    for (const locale of localeCodes)
      expect(fs.existsSync(path.join(contentRoot, "docs", "faq", `glossary.${locale}.mdx`))).toBe(true)
  })

  it("the rules catch a Chinese page posing as Japanese and CJK text in English", () => {
    const chinese = bodyText("---\ntitle: x\n---\n\n数据集类型定义了每一种数据的结构和必填字段。")
    expect((chinese.match(kana) ?? []).length).toBe(0)
    expect(bodyText("Some English with 中文 inside").match(cjk)).not.toBeNull()
    expect("This section is coming soon").toMatch(placeholders)
  })
})
