// Ranking: every query of the query set finds its expected page among the first five distinct
// pages, answered by the local engine from the built index files (no browser needed).
import fs from "node:fs"
import path from "node:path"
import { test, expect } from "@playwright/test"
import { answer } from "../../src/lib/search/local-client"
import { buildSearchIndex, unpackRecords, type LocalSearchIndex } from "../../src/lib/search/local-index"
import { toSimplified } from "../../src/lib/search/chinese"
import { querySet } from "../search/query-set"

const indexes = new Map<string, LocalSearchIndex>()
function indexFor(language: string): LocalSearchIndex {
  let index = indexes.get(language)
  if (!index) {
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join("public/search-index", name), "utf8"))
    index = buildSearchIndex(unpackRecords(read(`${language}.json`), read(`${language}.content.json`)))
    indexes.set(language, index)
  }
  return index
}

test.describe("search ranking @desktop-only", () => {
  test("the query set has at least ten queries per language", () => {
    for (const language of ["zh-CN", "en", "ja"])
      expect(querySet.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(10)
  })

  for (const { language, query, expected, kind = "words" } of querySet) {
    test(`${language} ${kind} "${query}" finds ${expected} in the top 5`, () => {
      const facetFilters = [`language:${language}`, ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]
      // As the browser's local client answers: traditional Chinese folded to simplified.
      const { hits } = answer(indexFor(language), "tidas", { query, hitsPerPage: 50, facetFilters }, toSimplified)
      const pages = [...new Set(hits.map((hit) => hit.url_without_anchor))].slice(0, 5)
      expect(pages).toContain(expected)
      expect(fs.existsSync(path.join("public", expected === "/" ? "" : expected, "index.html"))).toBe(true)
    })
  }
})
