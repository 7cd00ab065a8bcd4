/** @jest-environment node */
import { extractRecords } from "../records"

const page = (head: string, main: string) =>
  `<!doctype html><html><head>${head}</head><body><nav><a href="/">Home</a></nav><main>${main}</main></body></html>`
const meta =
  '<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:lvl0" content="Schema">'
const doc = `<article><nav aria-label="Breadcrumbs"><ol><li>Schema</li></ol></nav><div class="markdown">
  <h1>Unit groups</h1>
  <p>A unit group lists <code>kg</code> and its <strong>conversion factors</strong>.</p>
  <h2 id="reference-unit">Reference unit<a href="#reference-unit" class="anchor" aria-label="Direct link">#</a></h2>
  <p>Exactly one unit is the reference.</p>
  <ul><li>First item<ul><li>Nested item</li></ul></li></ul>
  <pre><code>{"json": true}</code></pre>
  <h3 id="factors">Factors</h3>
  <table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td>meanValue</td><td>Real</td></tr></tbody></table>
  <h2 id="next">Next steps</h2>
  <p data-search-skip>Use the arrow keys.</p>
  <p>Read <span aria-hidden="true">🔗</span>more.</p>
</div></article>`

describe("extractRecords", () => {
  const records = extractRecords(page(meta, doc), "/en/docs/unit-groups")

  it("builds the DocSearch hierarchy with anchors from headings", () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ["lvl1", "/en/docs/unit-groups", null, null, null],
      ["content", "/en/docs/unit-groups", null, null, "A unit group lists kg and its conversion factors."],
      ["lvl2", "/en/docs/unit-groups#reference-unit", "Reference unit", null, null],
      ["content", "/en/docs/unit-groups#reference-unit", "Reference unit", null, "Exactly one unit is the reference."],
      ["content", "/en/docs/unit-groups#reference-unit", "Reference unit", null, "First item"],
      ["content", "/en/docs/unit-groups#reference-unit", "Reference unit", null, "Nested item"],
      ["lvl3", "/en/docs/unit-groups#factors", "Reference unit", "Factors", null],
      ["content", "/en/docs/unit-groups#factors", "Reference unit", "Factors", "meanValue · Real"],
      ["lvl2", "/en/docs/unit-groups#next", "Next steps", null, null],
      ["content", "/en/docs/unit-groups#next", "Next steps", null, "Read more."],
    ])
    expect(records.every((r) => r.hierarchy.lvl0 === "Schema" && r.hierarchy.lvl1 === "Unit groups")).toBe(true)
  })

  it("carries the facets and weights", () => {
    expect(records[0]).toMatchObject({
      language: "en",
      docusaurus_tag: "docs-default-current",
      anchor: null,
      url_without_anchor: "/en/docs/unit-groups",
      weight: { level: 100, position: 0 },
    })
    expect(records[2].weight).toEqual({ pageRank: 0, level: 90, position: 2 })
    expect(records[1].weight.level).toBe(0)
  })

  it("gives stable, unique objectIDs", () => {
    const again = extractRecords(page(meta, doc), "/en/docs/unit-groups")
    expect(again.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID))
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
    const other = extractRecords(page(meta, doc), "/en/docs/other")
    expect(other[0].objectID).not.toBe(records[0].objectID)
  })

  it("numbers repeated paragraphs instead of colliding", () => {
    const twice = extractRecords(page(meta, '<div class="markdown"><h1>T</h1><p>Same.</p><p>Same.</p></div>'), "/x")
    expect(twice[1].objectID).not.toBe(twice[2].objectID)
  })

  it("skips pages that are noindex (unlisted, drafts) or not marked searchable", () => {
    expect(extractRecords(page(`${meta}<meta name="robots" content="noindex">`, doc), "/x")).toEqual([])
    expect(extractRecords(page("", doc), "/x")).toEqual([])
  })

  it("reads blog posts, whose title sits outside the prose", () => {
    const post = extractRecords(
      page(
        meta.replace("docs-default-current", "default").replace('content="Schema"', 'content="Blog"'),
        '<article><header><h1>Release 0.2.0</h1><p>4 min read</p></header><div class="markdown"><p>We released it.</p></div></article>',
      ),
      "/en/blog/release",
    )
    expect(post.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content, r.docusaurus_tag])).toEqual([
      ["lvl1", "Blog", "Release 0.2.0", null, "default"],
      ["content", "Blog", "Release 0.2.0", "We released it.", "default"],
    ])
  })
})

describe("extractRecords on a schema page", () => {
  const tree = [
    {
      name: "processDataSet",
      path: "/processDataSet",
      types: ["object"],
      required: true,
      cardinality: "single" as const,
      description: "Root",
      childCount: 1,
      children: [
        {
          name: "exchanges",
          path: "/processDataSet/exchanges",
          types: ["object"],
          required: true,
          cardinality: "single" as const,
          description: "All inputs and outputs",
          childCount: 1,
          children: [
            {
              name: "meanAmount",
              path: "/processDataSet/exchanges/meanAmount",
              types: ["string"],
              required: true,
              cardinality: "single" as const,
              description: "Mean amount of the exchange",
              childCount: 0,
              children: [],
            },
          ],
        },
      ],
    },
  ]
  const html = page(
    meta,
    `<div class="markdown"><h1>Processes</h1><h2 id="schema-explorer">Schema explorer</h2><ul data-search-fields="/schema-explorer/en/tidas_processes.json"><li>processDataSet object required</li></ul></div>`,
  )

  it("gives one record per field, deep ones included, from the page's field tree", () => {
    const requested: string[] = []
    const records = extractRecords(html, "/en/docs/p", 0, (dataPath) => (requested.push(dataPath), tree))
    expect(requested).toEqual(["/schema-explorer/en/tidas_processes.json"])
    expect(records.slice(2).map((r) => [r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ["/en/docs/p#processDataSet", "processDataSet", "processDataSet", "Root"],
      ["/en/docs/p#processDataSet/exchanges", "exchanges", "processDataSet/exchanges", "All inputs and outputs"],
      [
        "/en/docs/p#processDataSet/exchanges/meanAmount",
        "exchanges",
        "processDataSet/exchanges/meanAmount",
        "Mean amount of the exchange",
      ],
    ])
  })

  it("reads the rendered rows as ordinary content when the tree cannot be loaded", () => {
    expect(extractRecords(html, "/en/docs/p").map((r) => r.content)).toContain("processDataSet object required")
  })
})
