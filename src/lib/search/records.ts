// Search records from a built page, the way a DocSearch crawler reads it: the page declares
// itself searchable with `docsearch:*` meta tags (language, version tag, lvl0), the first <h1>
// in <main> is lvl1, headings with ids inside the prose (`.markdown`) open lvl2..lvl6, and
// paragraphs, list items, table cells and definitions become content records under the
// nearest heading. Pages marked noindex (unlisted, drafts) produce nothing. A schema page's
// field tree (`data-search-fields`, naming its tree file) gives one record per field, deep
// levels included, when the caller can load that file.
import { parse } from "parse5"
import { fieldAnchor } from "../schema/datasets"
import { listFields, type ExplorerNode } from "../schema/tree"
import { aidIn, type ClassRow } from "../classes/rows"
import { assignObjectIDs, levelWeight } from "./record-ids"
import { hierarchyLevels, type Hierarchy, type HierarchyLevel, type RecordType, type SearchRecord } from "./types"

interface Node {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: Array<{ name: string; value: string }>
  childNodes?: Node[]
  content?: Node
}

const skippedTags = new Set(["script", "style", "svg", "nav", "button", "template", "noscript", "pre"])
const contentTags = new Set(["p", "li", "dt", "dd", "figcaption"])
const headingLevel: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
/** Long paragraphs are cut: a record is for finding, the page is for reading. */
const maxContentLength = 600

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value ?? null
const classes = (node: Node) => (attr(node, "class") ?? "").split(/\s+/)

function find(node: Node, test: (n: Node) => boolean): Node | null {
  if (test(node)) return node
  for (const child of node.childNodes ?? []) {
    const found = find(child, test)
    if (found) return found
  }
  return null
}

// `data-search-skip` marks page furniture that is not worth a record (the explorer's key help).
function isHidden(node: Node): boolean {
  return (
    attr(node, "aria-hidden") === "true" || attr(node, "hidden") !== null || attr(node, "data-search-skip") !== null
  )
}

/** Visible text, without nested lists (their items are records of their own) or hidden parts. */
function textOf(node: Node, nested = false): string {
  if (node.nodeName === "#text") return node.value ?? ""
  if (!node.tagName) return ""
  if (skippedTags.has(node.tagName) || isHidden(node)) return ""
  if (nested && (node.tagName === "ul" || node.tagName === "ol")) return ""
  // Heading anchors ('#') are links to the heading itself.
  if (
    node.tagName === "a" &&
    (attr(node, "href") ?? "").startsWith("#") &&
    classes(node).some((c) => c.includes("anchor"))
  )
    return ""
  return (node.childNodes ?? []).map((child) => textOf(child, true)).join("")
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim()

function truncate(text: string): string {
  const chars = Array.from(text)
  return chars.length > maxContentLength ? `${chars.slice(0, maxContentLength).join("")}…` : text
}

export interface PageSearchMeta {
  language: string
  tag: string
  lvl0: string
}

export function readSearchMeta(document: Node): PageSearchMeta | null {
  const metas: Record<string, string> = {}
  const collect = (node: Node) => {
    if (node.tagName === "meta") {
      const name = attr(node, "name")
      if (name) metas[name] = attr(node, "content") ?? ""
    }
    for (const child of node.childNodes ?? []) collect(child)
  }
  collect(document)
  if (/noindex/i.test(metas.robots ?? "")) return null
  const language = metas["docsearch:language"]
  const tag = metas["docsearch:docusaurus_tag"]
  const lvl0 = metas["docsearch:lvl0"]
  return language && tag && lvl0 ? { language, tag, lvl0 } : null
}

/** Reads a schema page's field tree from its site path ('/schema-explorer/en/tidas_processes.json'). */
export type SchemaFieldLoader = (dataPath: string) => ExplorerNode[] | null

/** Reads a classification list's rows from its site path ('/classifications/processes/all.json'). */
export type ClassRowLoader = (dataPath: string, list: string) => ClassRow[] | null

/** All records of one built HTML page; `url` is the page's site path (with any deployment prefix). */
export function extractRecords(
  html: string,
  url: string,
  pageRank = 0,
  loadSchemaFields?: SchemaFieldLoader,
  loadClassRows?: ClassRowLoader,
): SearchRecord[] {
  const document = parse(html) as unknown as Node
  const meta = readSearchMeta(document)
  if (!meta) return []
  const main = find(document, (n) => n.tagName === "main")
  if (!main) return []
  const h1 = find(main, (n) => n.tagName === "h1")
  const title = h1 ? clean(textOf(h1)) : ""
  if (!title) return []
  const prose = find(main, (n) => classes(n).includes("markdown")) ?? main

  const hierarchy: Hierarchy = Object.fromEntries(hierarchyLevels.map((level) => [level, null])) as Hierarchy
  hierarchy.lvl0 = meta.lvl0
  hierarchy.lvl1 = title
  let anchor: string | null = null
  const records: Array<Omit<SearchRecord, "objectID">> = []
  const push = (type: RecordType, content: string | null, contentOnly = false) => {
    records.push({
      ...(contentOnly ? { contentOnly } : {}),
      hierarchy: { ...hierarchy },
      content,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language: meta.language,
      docusaurus_tag: meta.tag,
      weight: { pageRank, level: levelWeight[type], position: records.length },
    })
  }
  push("lvl1", null)

  // One record per field: lvl2 the section, lvl3 the field path, the description as content.
  const fieldRecords = (roots: ExplorerNode[]) => {
    const saved = { hierarchy: { ...hierarchy }, anchor }
    for (const { node, section } of listFields(roots)) {
      for (const level of hierarchyLevels.slice(2)) hierarchy[level] = null
      hierarchy.lvl2 = section
      hierarchy.lvl3 = node.path.replace(/^\//, "")
      anchor = fieldAnchor(node.path)
      push("content", truncate(node.description || node.name))
    }
    Object.assign(hierarchy, saved.hierarchy)
    anchor = saved.anchor
  }

  // One content record per entry of a classification list, searchable by its code, its exact
  // English text and the reading aid in the page's language; lvl2 the list, lvl3 the code, the
  // entry's permalink as anchor. The records are content-only: the local
  // index keeps them out of the file searched first.
  const classRecords = (rows: ClassRow[], title: string) => {
    const saved = { hierarchy: { ...hierarchy }, anchor }
    for (const row of rows) {
      if (!row.code) continue
      for (const level of hierarchyLevels.slice(2)) hierarchy[level] = null
      hierarchy.lvl2 = title
      // The code alone: the text is the record's content, and thousands of entries repeating it
      // would double what the content file weighs.
      hierarchy.lvl3 = row.code
      anchor = row.anchor
      push("content", [row.code, row.text, aidIn(row, meta.language)].filter(Boolean).join(" "), true)
    }
    Object.assign(hierarchy, saved.hierarchy)
    anchor = saved.anchor
  }

  const walk = (node: Node) => {
    if (!node.tagName || skippedTags.has(node.tagName) || isHidden(node) || node === h1) return
    const classSource = attr(node, "data-search-classes")
    const classRows =
      classSource && loadClassRows ? loadClassRows(classSource, attr(node, "data-class-list") ?? "") : null
    if (classRows) {
      const heading = find(node, (n) => n.tagName === "h3")
      classRecords(classRows, heading ? clean(textOf(heading)) : "")
      return
    }
    const fieldsSource = attr(node, "data-search-fields")
    const fields = fieldsSource && loadSchemaFields ? loadSchemaFields(fieldsSource) : null
    if (fields) {
      fieldRecords(fields)
      return
    }
    const level = headingLevel[node.tagName]
    if (level) {
      const text = clean(textOf(node))
      if (!text) return
      for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as HierarchyLevel] = null
      hierarchy[`lvl${level}` as HierarchyLevel] = text
      anchor = attr(node, "id") ?? anchor
      push(`lvl${level}` as RecordType, null)
      return
    }
    // A table row is one record ('@version · yes · 1.1'); header rows only label the columns.
    if (node.tagName === "tr") {
      const cells = (node.childNodes ?? []).filter((cell) => cell.tagName === "td")
      const text = cells
        .map((cell) => clean(textOf(cell)))
        .filter(Boolean)
        .join(" · ")
      if (text) push("content", truncate(text))
      return
    }
    if (contentTags.has(node.tagName)) {
      const text = clean(textOf(node))
      if (text) push("content", truncate(text))
      // Nested lists inside a list item are walked for their own items.
      for (const child of node.childNodes ?? []) if (child.tagName === "ul" || child.tagName === "ol") walk(child)
      return
    }
    for (const child of node.childNodes ?? []) walk(child)
  }
  for (const child of prose.childNodes ?? []) walk(child)
  return assignObjectIDs(records)
}
