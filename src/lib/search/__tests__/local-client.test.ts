/** @jest-environment node */
import { contentRetryMs, createLocalClient, matchesFacetFilters, maxQueryLength } from "../local-client"
import { withSanitizedQueries } from "../client"
import { packRecords } from "../local-index"
import { extractRecords } from "../records"
import type { SearchRecord } from "../types"

const html = (language: string, tag: string, lvl0: string, body: string) =>
  `<html><head><meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${tag}"><meta name="docsearch:lvl0" content="${lvl0}"></head><body><main><div class="markdown">${body}</div></main></body></html>`

const records: SearchRecord[] = [
  ...extractRecords(
    html(
      "ja",
      "docs-default-current",
      "スキーマ",
      '<h1>単位グループ</h1><p>単位グループは換算係数を持つ単位の一覧です。</p><h2 id="ref">基準単位</h2><p>基準単位は一つだけです。</p>',
    ),
    "/ja/docs/unitgroup",
  ),
  ...extractRecords(
    html("ja", "docs-default-1.0.0", "スキーマ", "<h1>単位グループ（旧版）</h1><p>古い説明。</p>"),
    "/ja/docs/1.0.0/unitgroup",
  ),
  ...extractRecords(
    html("ja", "default", "ブログ", "<h1>データ検証ツールを公開</h1><p>スキーマ検証と &lt;script&gt; の扱い。</p>"),
    "/ja/blog/release",
  ),
  ...extractRecords(
    html(
      "en",
      "docs-default-current",
      "Schema",
      "<h1>Unit groups</h1><p>Each unit group has a reference unit and meanValue factors.</p>",
    ),
    "/en/docs/unitgroup",
  ),
]

function serve(files: Record<string, unknown>) {
  const requested: string[] = []
  const fetchImpl = (async (url: string) => {
    requested.push(url)
    if (!(url in files)) return { ok: false, status: 404, json: async () => ({}) }
    return { ok: true, status: 200, json: async () => files[url] }
  }) as unknown as typeof fetch
  return { requested, fetchImpl }
}

function files() {
  const out: Record<string, unknown> = {}
  for (const language of ["ja", "en"]) {
    const { headings, content } = packRecords(
      language,
      records.filter((r) => r.language === language),
    )
    out[`/idx/${language}.json`] = headings
    out[`/idx/${language}.content.json`] = content
  }
  return out
}

const indexUrl = (language: string, part: string) => `/idx/${language}${part === "content" ? ".content" : ""}.json`
const context = (language: string, version = "current") => [
  `language:${language}`,
  ["docusaurus_tag:default", `docusaurus_tag:docs-default-${version}`],
]

async function untilContent(client: ReturnType<typeof createLocalClient>) {
  await new Promise<void>((resolve) => client.subscribe!(resolve))
}

describe("local search client", () => {
  it("answers in Algolia's response shape", async () => {
    const { fetchImpl } = serve(files())
    const client = createLocalClient({ indexUrl, fetch: fetchImpl })
    await client.search([{ indexName: "tidas", params: { query: "x", facetFilters: context("ja") } }])
    await untilContent(client)
    const { results } = await client.search([
      {
        indexName: "tidas",
        params: {
          query: "基準単位",
          facetFilters: context("ja"),
          hitsPerPage: 20,
          clickAnalytics: true,
          attributesToSnippet: ["content:10"],
        },
      },
    ])
    const [result] = results
    expect(result).toMatchObject({
      index: "tidas",
      query: "基準単位",
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
    })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(result.nbHits).toBe(result.hits.length)
    const heading = result.hits.find((hit) => hit.type === "lvl2")!
    expect(heading.url).toBe("/ja/docs/unitgroup#ref")
    expect(heading._highlightResult!.hierarchy!.lvl2).toMatchObject({
      value: "<mark>基準単位</mark>",
      matchLevel: "full",
    })
    // distinct on url: the paragraph under the heading shares its url, so only the heading shows.
    expect(result.hits.filter((hit) => hit.url === heading.url)).toHaveLength(1)
    const paragraph = await client.search([
      {
        indexName: "tidas",
        params: { query: "一つだけ", facetFilters: context("ja"), attributesToSnippet: ["content:10"] },
      },
    ])
    const content = paragraph.results[0].hits[0]
    expect(content.type).toBe("content")
    expect(content._snippetResult!.content!.value).toBe("基準単位は<mark>一つだけ</mark>です。")
    expect(content.objectID).toMatch(/^[0-9a-z-]+$/)
  })

  it("finds katakana words from a hiragana query and words in the middle of a title", async () => {
    const client = createLocalClient({ indexUrl, fetch: serve(files()).fetchImpl })
    const { results } = await client.search([
      { indexName: "tidas", params: { query: "ぐるーぷ", facetFilters: context("ja") } },
    ])
    expect(results[0].hits.map((hit) => hit.url)).toContain("/ja/docs/unitgroup")
    const middle = await client.search([
      { indexName: "tidas", params: { query: "検証ツール", facetFilters: context("ja") } },
    ])
    expect(middle.results[0].hits[0].url).toBe("/ja/blog/release")
  })

  it("filters to the language and docs version (contextual search)", async () => {
    const client = createLocalClient({ indexUrl, fetch: serve(files()).fetchImpl })
    const current = await client.search([
      { indexName: "tidas", params: { query: "単位グループ", facetFilters: context("ja") } },
    ])
    expect(current.results[0].hits.map((hit) => hit.url_without_anchor)).not.toContain("/ja/docs/1.0.0/unitgroup")
    const old = await client.search([
      { indexName: "tidas", params: { query: "単位グループ", facetFilters: context("ja", "1.0.0") } },
    ])
    expect(old.results[0].hits.map((hit) => hit.url_without_anchor)).toEqual(["/ja/docs/1.0.0/unitgroup"])
    const english = await client.search([
      { indexName: "tidas", params: { query: "unit gro", facetFilters: context("en") } },
    ])
    expect(english.results[0].hits.every((hit) => hit.language === "en")).toBe(true)
    expect(english.results[0].nbHits).toBeGreaterThan(0)
  })

  it("answers from the headings first, then includes paragraph text once it has loaded", async () => {
    const { fetchImpl, requested } = serve(files())
    const client = createLocalClient({ indexUrl, fetch: fetchImpl })
    const loaded = untilContent(client)
    const first = await client.search([
      { indexName: "tidas", params: { query: "換算係数", facetFilters: context("ja") } },
    ])
    expect(first.results[0]).toMatchObject({ nbHits: 0, exhaustiveNbHits: false, contentPending: true })
    await loaded
    const second = await client.search([
      { indexName: "tidas", params: { query: "換算係数", facetFilters: context("ja") } },
    ])
    expect(second.results[0].hits[0].content).toContain("換算係数")
    expect(second.results[0].contentPending).toBeUndefined()
    expect(requested).toEqual(["/idx/ja.json", "/idx/ja.content.json"])
  })

  it("escapes markup from records in highlighted values", async () => {
    const client = createLocalClient({ indexUrl, fetch: serve(files()).fetchImpl })
    client.search([{ indexName: "t", params: { query: "x", facetFilters: context("ja") } }])
    await untilContent(client)
    const { results } = await client.search([
      {
        indexName: "t",
        params: { query: "スキーマ検証", facetFilters: context("ja"), attributesToSnippet: ["content:10"] },
      },
    ])
    expect(results[0].hits[0]._snippetResult!.content!.value).toContain("&lt;script&gt;")
  })

  it("pages results and cuts queries longer than Algolia's limit", async () => {
    const client = createLocalClient({ indexUrl, fetch: serve(files()).fetchImpl })
    const { results } = await client.search([
      { indexName: "t", params: { query: "単位", facetFilters: context("ja"), hitsPerPage: 1, page: 1 } },
    ])
    expect(results[0]).toMatchObject({ page: 1, hitsPerPage: 1 })
    expect(results[0].nbPages).toBe(results[0].nbHits)
    expect(results[0].hits).toHaveLength(1)
    const long = await client.search([
      { indexName: "t", params: { query: "a".repeat(10_000), facetFilters: context("ja") } },
    ])
    expect(long.results[0].query).toHaveLength(maxQueryLength)
  })

  it("rejects with a clear error when the index cannot be loaded, and retries later", async () => {
    const available = files()
    const broken: Record<string, unknown> = {}
    const { fetchImpl } = serve(broken)
    const client = createLocalClient({ indexUrl, fetch: fetchImpl })
    await expect(
      client.search([{ indexName: "t", params: { query: "単位", facetFilters: context("ja") } }]),
    ).rejects.toThrow(/could not be loaded \(HTTP 404\)/)
    broken["/idx/ja.json"] = { version: 1 }
    await expect(
      client.search([{ indexName: "t", params: { query: "単位", facetFilters: context("ja") } }]),
    ).rejects.toThrow(/unknown format/)
    broken["/idx/ja.json"] = available["/idx/ja.json"]
    const { results } = await client.search([
      { indexName: "t", params: { query: "単位", facetFilters: context("ja") } },
    ])
    expect(results[0].nbHits).toBeGreaterThan(0)
  })

  it("answers a query with a lone surrogate instead of failing, through the shared client too", async () => {
    const { fetchImpl } = serve(files())
    const local = createLocalClient({ indexUrl, fetch: fetchImpl })
    for (const client of [local, withSanitizedQueries(local)]) {
      const { results } = await client.search([
        { indexName: "tidas", params: { query: "Unit\uD800", facetFilters: context("en") } },
      ])
      expect(results[0].query).toBe("Unit\uFFFD")
      expect(results[0].params).toContain("query=Unit%EF%BF%BD")
    }
    const long = `${"u".repeat(maxQueryLength - 1)}😀`
    const { results } = await withSanitizedQueries(local).search([
      { indexName: "tidas", params: { query: long, facetFilters: context("en") } },
    ])
    expect(results[0].query).toBe("u".repeat(maxQueryLength - 1))
  })

  it("says when the paragraphs could not be loaded, and fetches them again later or on retry", async () => {
    const all = files()
    delete all["/idx/en.content.json"]
    const { fetchImpl, requested } = serve(all)
    let time = 0
    const client = createLocalClient({ indexUrl, fetch: fetchImpl, now: () => time })
    // The failure is announced to the widgets, which search again and get a marked answer.
    const announced = untilContent(client)
    const first = await client.search([{ indexName: "tidas", params: { query: "unit", facetFilters: context("en") } }])
    expect(first.results[0]).toMatchObject({ exhaustiveNbHits: false, contentPending: true })
    await announced
    // The failure is an error state, not a part still on its way.
    const again = await client.search([{ indexName: "tidas", params: { query: "unit", facetFilters: context("en") } }])
    expect(again.results[0]).toMatchObject({ contentUnavailable: true, exhaustiveNbHits: false })
    expect(again.results[0].contentPending).toBeUndefined()
    expect(again.results[0].nbHits).toBeGreaterThan(0)
    expect(requested.filter((url) => url.endsWith(".content.json"))).toHaveLength(1)
    time += contentRetryMs
    all["/idx/en.content.json"] = files()["/idx/en.content.json"]
    const loaded = untilContent(client)
    await client.search([{ indexName: "tidas", params: { query: "unit", facetFilters: context("en") } }])
    await loaded
    const complete = await client.search([
      { indexName: "tidas", params: { query: "meanValue", facetFilters: context("en") } },
    ])
    expect(complete.results[0].contentUnavailable).toBeUndefined()
    expect(complete.results[0].exhaustiveNbHits).toBe(true)
    expect(requested.filter((url) => url.endsWith(".content.json"))).toHaveLength(2)
  })

  it("lets a retry fetch a failed paragraphs part at once", async () => {
    const all = files()
    delete all["/idx/ja.content.json"]
    const { fetchImpl, requested } = serve(all)
    const client = createLocalClient({ indexUrl, fetch: fetchImpl, now: () => 0 })
    const announced = untilContent(client)
    await client.search([{ indexName: "tidas", params: { query: "単位", facetFilters: context("ja") } }])
    await announced
    await client.search([{ indexName: "tidas", params: { query: "単位", facetFilters: context("ja") } }])
    expect(requested.filter((url) => url.endsWith(".content.json"))).toHaveLength(1)
    client.retryParts!()
    await client.search([{ indexName: "tidas", params: { query: "単位", facetFilters: context("ja") } }])
    expect(requested.filter((url) => url.endsWith(".content.json"))).toHaveLength(2)
  })

  it("evaluates facet filters like Algolia (AND of ORs, negation)", () => {
    const record = records[0]
    expect(
      matchesFacetFilters(record, ["language:ja", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]),
    ).toBe(true)
    expect(matchesFacetFilters(record, ["language:en"])).toBe(false)
    expect(matchesFacetFilters(record, ["-language:ja"])).toBe(false)
  })
})
