import type { SidebarItem } from "../../docs/types"
import { xmlError } from "../check"
import { llmsTxt } from "../llms"
import { openSearchXml } from "../opensearch"

const sidebar: SidebarItem[] = [
  { type: "doc", docId: "intro", label: "Intro", href: "/en/docs/intro", description: "What TIDAS is.\nIn short." },
  {
    type: "category",
    label: "Core modules",
    collapsible: true,
    collapsed: false,
    items: [
      {
        type: "category",
        label: "Schema",
        href: "/en/docs/category/tidas-schema",
        description: "The JSON Schemas.",
        collapsible: true,
        collapsed: false,
        items: [
          {
            type: "doc",
            docId: "schema/processes",
            label: "Processes",
            href: "/en/docs/schema/processes",
            description: null,
          },
          { type: "link", label: "Download", href: "https://github.com/example" },
        ],
      },
    ],
  },
  {
    type: "category",
    label: "Platform",
    collapsible: true,
    collapsed: false,
    items: [{ type: "link", label: "Site", href: "https://example.org" }],
  },
]

describe("llmsTxt", () => {
  const text = llmsTxt(sidebar, {
    title: "TianGong LCA Data System (TIDAS)",
    summary: "Docs of TIDAS.",
    topLevelLabel: "Getting started",
    titles: { intro: "Introduction to TIDAS", "schema/processes": "Process data sets" },
    toAbsolute: (href) => `https://x.test${href}`,
  })

  it("is a title, a summary and the docs grouped by nested category with titles, URLs and descriptions", () => {
    expect(text).toBe(`# TianGong LCA Data System (TIDAS)

> Docs of TIDAS.

## Getting started

- [Introduction to TIDAS](https://x.test/en/docs/intro): What TIDAS is. In short.

## Core modules

### Schema

The JSON Schemas.

- [Schema](https://x.test/en/docs/category/tidas-schema)
- [Process data sets](https://x.test/en/docs/schema/processes)
`)
  })

  it("leaves out external links and categories holding only them", () => {
    expect(text).not.toContain("github.com")
    expect(text).not.toContain("Platform")
  })
})

describe("openSearchXml", () => {
  const info = {
    shortName: "TIDAS ドキュメント",
    description: "Search & find",
    searchUrl: "https://x.test/ja/search",
    selfUrl: "https://x.test/ja/opensearch.xml",
    iconUrl: "https://x.test/img/favicon.svg",
    language: "ja",
  }

  it("is well-formed and points the browser at the locale's search page with the query in q", () => {
    const xml = openSearchXml(info)
    expect(xmlError(xml)).toBeNull()
    expect(xml).toContain('template="https://x.test/ja/search?q={searchTerms}"')
    expect(xml).toContain("<Description>Search &amp; find</Description>")
    expect(xml).toContain("<ShortName>TIDAS ドキュメント</ShortName>")
  })

  it("refuses a short name longer than browsers show", () => {
    expect(() => openSearchXml({ ...info, shortName: "The TIDAS documentation" })).toThrow(/longer than 16/)
  })
})
