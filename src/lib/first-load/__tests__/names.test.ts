import fs from "node:fs"
import path from "node:path"
import { blockDrawnAttribute, deferredBlocks, drawAllSectionsAttribute, sectionClass, undrawnBlock } from "../names"

// The stylesheet cannot import the names, so it is read here: it must skip exactly the blocks
// the idle drawing draws, and show them all under the attributes the scripts set.
const css = fs.readFileSync(path.join(__dirname, "../../../styles/global.css"), "utf8")
const selectors = css
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .split(/[{}]/)
  .flatMap((part) => part.split(","))
  .map((selector) => selector.trim().replace(/\s+/g, " "))

describe("first-load names in global.css", () => {
  it("skips the undrawn blocks of later sections", () => {
    expect(selectors).toContain(undrawnBlock)
  })

  it("shows every block when all sections are to be drawn", () => {
    expect(selectors).toContain(`html[${drawAllSectionsAttribute}] ${deferredBlocks}`)
  })

  it("uses no :has() selector, under which any change in the page restyles every later block", () => {
    expect(selectors.filter((selector) => selector.includes(":has("))).toEqual([])
  })

  it("spells no other section attribute or class", () => {
    const attributes = new Set(css.match(/data-[a-z-]*(?:section|drawn)[a-z-]*/g))
    expect([...attributes].sort()).toEqual([blockDrawnAttribute, drawAllSectionsAttribute].sort())
    expect(css).not.toMatch(new RegExp(`\\.(?!${sectionClass}\\b)[a-z-]*section\\b`))
  })
})
