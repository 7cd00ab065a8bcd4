// A classification list as rows: the normative entries read from a tidas_*_category.json file,
// the reading aids beside them, and the compact form the build writes to public/ (one row per
// array, so the 4,596 product classes stay small and parse fast).
import { classAnchor, type ListId } from "./lists"

/** One entry of a list, exactly as the category file states it. */
export interface ClassEntry {
  /** '0', '1', ... for hierarchical lists; null for locations. */
  level: string | null
  code: string
  text: string
}

/** Reading aids by locale ('zh-CN', 'ja'): our translations, not part of the list. */
export type AidLocale = "zh-CN" | "ja"
export const aidLocales: AidLocale[] = ["zh-CN", "ja"]

/**
 * A row as written to public/: depth in the shown tree, code, English text, Chinese and Japanese
 * reading aids ('' where we have none). A row with an empty code is a heading that groups
 * location codes (its text is the group's key), not an entry of the list.
 */
export type PackedRow = [depth: number, code: string, text: string, zh: string, ja: string]

export interface ClassRow {
  index: number
  depth: number
  code: string
  text: string
  zh: string
  ja: string
  /** Index of the parent row, -1 at the top. */
  parent: number
  childCount: number
  /** Segments of the row's permalink below the list (codes from the top; a location's own code). */
  chain: string[]
  anchor: string
  /** Key of a location group heading; undefined for entries. */
  group?: string
}

type Schema = { oneOf?: Array<Record<string, unknown>> }
type Const = { const?: unknown }

/** The entries of a category file, in file order. Throws on a shape it does not know. */
export function readEntries(schema: unknown): ClassEntry[] {
  const items = (schema as Schema)?.oneOf
  if (!Array.isArray(items)) throw new Error("a category file is a JSON Schema with a oneOf list")
  return items.map((item, index) => {
    if (typeof item.const === "string") return { level: null, code: item.const, text: String(item.description ?? "") }
    const properties = (item.properties ?? {}) as Record<string, Const>
    const level = properties["@level"]?.const
    const code = (properties["@classId"] ?? properties["@catId"])?.const
    const text = properties["#text"]?.const
    if (typeof level !== "string" || typeof code !== "string" || typeof text !== "string")
      throw new Error(`entry ${index}: expected @level, @classId or @catId, and #text constants`)
    return { level, code, text }
  })
}

export type LocationGroup = "regions" | "countries" | "china"

/** Location codes are shown in three groups; a Chinese city sits under its province. */
export function locationGroup(code: string): LocationGroup {
  if (/^[A-Z]{2}$/.test(code)) return "countries"
  if (/^CN-/.test(code)) return "china"
  return "regions"
}

type Aids = Partial<Record<AidLocale, Record<string, string>>>

/** Key of an entry in an aid file: its code, or 'code|text' where one code has two entries. */
export const aidKey = (entry: ClassEntry) => `${entry.code}|${entry.text}`
const aidOf = (aids: Record<string, string> | undefined, entry: ClassEntry) =>
  aids?.[aidKey(entry)] ?? aids?.[entry.code] ?? ""

/** The rows a list is shown and written as. */
export function packRows(list: ListId, entries: ClassEntry[], aids: Aids): PackedRow[] {
  const row = (depth: number, entry: ClassEntry): PackedRow => [
    depth,
    entry.code,
    entry.text,
    aidOf(aids["zh-CN"], entry),
    aidOf(aids.ja, entry),
  ]
  if (list !== "locations") return entries.map((entry) => row(Number(entry.level), entry))
  const rows: PackedRow[] = []
  for (const group of ["regions", "countries", "china"] as const) {
    const members = entries.filter((entry) => locationGroup(entry.code) === group)
    if (!members.length) continue
    rows.push([0, "", group, "", ""])
    if (group !== "china") {
      members.forEach((entry) => rows.push(row(1, entry)))
      continue
    }
    const provinces = members.filter((entry) => entry.code.split("-").length === 2)
    for (const province of provinces) {
      rows.push(row(1, province))
      members.filter((entry) => entry.code.startsWith(`${province.code}-`)).forEach((entry) => rows.push(row(2, entry)))
    }
    // A city whose province is not in the list still shows, at the province level.
    members
      .filter(
        (entry) => entry.code.split("-").length > 2 && !provinces.some((p) => entry.code.startsWith(`${p.code}-`)),
      )
      .forEach((entry) => rows.push(row(1, entry)))
  }
  return rows
}

/**
 * Unpacks a list a part at a time (`add` continues where the last part ended), so a big list can
 * be read in slices between which the page stays responsive.
 */
export function rowUnpacker(list: ListId) {
  const rows: ClassRow[] = []
  const stack: ClassRow[] = []
  const seen = new Map<string, number>()
  const add = (packed: PackedRow[]) => {
    for (const [depth, code, text, zh, ja] of packed) {
      stack.length = Math.min(stack.length, depth)
      const parent = stack[stack.length - 1]
      let segment = code
      if (code) {
        // Two entries with one code under one parent (it happens once) keep distinct permalinks.
        const key = `${parent?.anchor ?? ""}/${code}`
        const count = (seen.get(key) ?? 0) + 1
        seen.set(key, count)
        if (count > 1) segment = `${code}~${count}`
      }
      const chain = list === "locations" ? (code ? [code] : [`@${text}`]) : [...(parent?.chain ?? []), segment]
      const row: ClassRow = {
        index: rows.length,
        depth,
        code,
        text,
        zh,
        ja,
        parent: parent ? parent.index : -1,
        childCount: 0,
        chain,
        anchor: classAnchor(list, chain),
        group: code ? undefined : text,
      }
      if (parent) parent.childCount++
      rows.push(row)
      stack.push(row)
    }
    return rows
  }
  return { rows, add }
}

/** Rows with their parents, child counts and permalinks. */
export function unpackRows(list: ListId, packed: PackedRow[]): ClassRow[] {
  return rowUnpacker(list).add(packed)
}

/** Rows per level: how many entries each level of the list has (group headings left out). */
export function countsPerLevel(rows: Array<{ depth: number; code: string }>, list: ListId): number[] {
  const counts: number[] = []
  for (const row of rows) {
    if (!row.code) continue
    const level = list === "locations" ? 0 : row.depth
    counts[level] = (counts[level] ?? 0) + 1
  }
  return Array.from(counts, (count) => count ?? 0)
}

/** The chain of rows from the top down to `index`. */
export function ancestorsOf(rows: ClassRow[], index: number): ClassRow[] {
  const chain: ClassRow[] = []
  for (let at = index; at >= 0; at = rows[at].parent) chain.unshift(rows[at])
  return chain
}

/** Reading aid of a row in a page locale; '' for English pages and where we have none. */
export function aidIn(row: { zh: string; ja: string }, locale: string): string {
  return locale === "zh-CN" ? row.zh : locale === "ja" ? row.ja : ""
}
