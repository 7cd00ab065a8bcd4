/**
 * @jest-environment node
 */
import { excerpt as excerptOf, parsePost, readingTime as readingTimeOf } from "../text"

const readingTime = (mdx: string) => readingTimeOf(parsePost(mdx))
const excerpt = (mdx: string) => excerptOf(parsePost(mdx))

describe("reading time", () => {
  it("counts English by words", () => {
    expect(readingTime(Array(400).fill("word").join(" "))).toBe(2)
    expect(readingTime(Array(1000).fill("word").join(" "))).toBe(5)
    expect(readingTime("short")).toBe(1)
  })

  it("counts Chinese and Japanese by characters, not spaces", () => {
    expect(readingTime("数".repeat(1200))).toBe(3)
    expect(readingTime("データ".repeat(400))).toBe(3)
    // Counted as words, 1200 characters would be six minutes at the English pace.
    expect(readingTime(Array(1200).fill("数").join(" "))).toBe(3)
  })

  it("adds the two paces in a mixed text", () => {
    expect(readingTime(`${"数".repeat(800)}\n\n${Array(400).fill("JSON").join(" ")}`)).toBe(4)
  })

  it("leaves code, imports, expressions and drawings out", () => {
    const code = "```json\n" + '{"a": 1}\n'.repeat(2000) + "```\n"
    expect(readingTime(`Intro text.\n\n${code}`)).toBe(1)
    const imports = Array.from({ length: 600 }, (_, at) => `import Part${at} from "./part"`).join("\n")
    expect(readingTime(`${imports}\n\nIntro text.`)).toBe(1)
    const svg = `<svg viewBox="0 0 1 1">${Array(600).fill("<text>label words here</text>").join("")}</svg>`
    expect(readingTime(`Intro.\n\n${svg}\n\n{${JSON.stringify("x ".repeat(800))}}`)).toBe(1)
  })

  it("counts the text inside components and tables", () => {
    const words = Array(400).fill("word").join(" ")
    expect(readingTime(`<Admonition type="note">\n\n${words}\n\n</Admonition>`)).toBe(2)
    expect(readingTime(`| a | b |\n| - | - |\n| ${words} | x |`)).toBe(2)
  })
})

describe("excerpt", () => {
  it("takes the paragraphs before the truncate marker as plain text", () => {
    const source =
      "First [link](/docs/intro) with `code`.\n\nSecond **bold**.\n\n{/* truncate */}\n\n## More\n\nHidden."
    expect(excerpt(source)).toEqual({ paragraphs: ["First link with code.", "Second bold."], truncated: true })
  })

  it("falls back to the first paragraph", () => {
    expect(excerpt("One.\n\nTwo.")).toEqual({ paragraphs: ["One."], truncated: true })
    expect(excerpt("Only.")).toEqual({ paragraphs: ["Only."], truncated: false })
  })

  it("keeps imports, JSX blocks, code, headings and tables out", () => {
    const source = [
      'import Figure from "../Figure"',
      'export const meta = { draft: "no" }',
      "## Heading",
      '<Figure src="a.svg" caption="A caption">\n  Drawn text\n</Figure>',
      "```bash\nnpm install tidas\n```",
      "| Cell |\n| ---- |\n| Value |",
      "Reader text with <kbd>Ctrl</kbd> and {/* a note */} a ![diagram](d.svg).",
      "{/* truncate */}",
    ].join("\n\n")
    expect(excerpt(source)).toEqual({ paragraphs: ["Reader text with Ctrl and a diagram."], truncated: true })
  })

  it("reads a paragraph that starts with inline JSX", () => {
    const source = "<abbr>LCA</abbr> data, in short.\n\n{/* truncate */}"
    expect(excerpt(source).paragraphs).toEqual(["LCA data, in short."])
  })

  it("reads list items and quotes as text", () => {
    const source = "Intro:\n\n- one `a`\n- two\n\n> Quoted\n\n{/* truncate */}"
    expect(excerpt(source).paragraphs).toEqual(["Intro:", "one a two", "Quoted"])
  })

  it("stops only at a truncate comment of its own", () => {
    const source = "A {/* truncate */} inline.\n\nB.\n\n{/* other */}\n\nC.\n\n{/* truncate */}\n\nD."
    expect(excerpt(source).paragraphs).toEqual(["A inline.", "B.", "C."])
  })
})
