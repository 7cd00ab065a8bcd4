// Checks every classification of a data set against its list: each item's level is its position
// (0, 1, ...), its code and exact English text are one entry of the list at that level, and each
// entry sits under the one before it. Location codes must be codes of the location list. Each
// finding names the closest entries, so the message can say what was probably meant.
import { usagesByRoot, type ClassUsage, type ListId } from "./lists"
import { ancestorsOf, type ClassRow } from "./rows"

export type ClassProblem = "level" | "unknown" | "text" | "parent" | "location" | "unavailable"

export interface Suggestion {
  code: string
  text: string
  /** The entry's levels from the top, as 'C › 24 › 241 › 2410'. */
  path: string
  anchor: string
}

export interface ClassFinding {
  problem: ClassProblem
  list: ListId
  /** JSON pointer of the item (or location code) at fault. */
  pointer: string
  /** What the data set says: 'level 1, 2410 "Manufacture of steel"' reduced to its parts. */
  given: { level?: string; code?: string; text?: string }
  /** The level the position requires (problem 'level'), or the parent entry required ('parent'). */
  expected?: string
  suggestions: Suggestion[]
}

/** Loads a list's rows (unpacked); rejects when they cannot be had. */
export type ListLoader = (list: ListId) => Promise<ClassRow[]>

const maxSuggestions = 3

function valueAt(document: unknown, pointer: string): unknown {
  let value: unknown = document
  for (const segment of pointer.slice(1).split("/")) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1),
  )

function commonPrefix(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/** Likeness of an entry to what was given: same text first, then shared words, then the code. */
function likeness(row: ClassRow, code: string, text: string, given: Set<string>): number {
  let score = 0
  if (text && row.text.toLowerCase() === text.toLowerCase()) score += 10
  if (code && row.code === code) score += 6
  if (given.size) {
    const own = words(row.text)
    let shared = 0
    for (const word of given) if (own.has(word)) shared++
    score += (4 * (2 * shared)) / (given.size + own.size)
  }
  if (code)
    score += (3 * commonPrefix(row.code.toLowerCase(), code.toLowerCase())) / Math.max(row.code.length, code.length)
  return score
}

export function suggest(rows: ClassRow[], candidates: ClassRow[], code: string, text: string): Suggestion[] {
  const given = words(text)
  return candidates
    .map((row) => ({ row, score: likeness(row, code, text, given) }))
    .filter((item) => item.score > 0.5)
    .sort((a, b) => b.score - a.score || a.row.index - b.row.index)
    .slice(0, maxSuggestions)
    .map(({ row }) => toSuggestion(rows, row))
}

export function toSuggestion(rows: ClassRow[], row: ClassRow): Suggestion {
  return {
    code: row.code,
    text: row.text,
    path: ancestorsOf(rows, row.index)
      .filter((r) => r.code)
      .map((r) => r.code)
      .join(" › "),
    anchor: row.anchor,
  }
}

function checkItems(
  usage: Extract<ClassUsage, { items: string }>,
  value: unknown,
  rows: ClassRow[],
  idKey: string,
): ClassFinding[] {
  const items = Array.isArray(value) ? value : [value]
  const findings: ClassFinding[] = []
  const byLevel = new Map<number, ClassRow[]>()
  for (const row of rows) if (row.code) (byLevel.get(row.depth) ?? byLevel.set(row.depth, []).get(row.depth)!).push(row)
  let previous: ClassRow | null = null
  items.forEach((item, position) => {
    const pointer = Array.isArray(value) ? `${usage.items}/${position}` : usage.items
    if (!item || typeof item !== "object") return
    const record = item as Record<string, unknown>
    const level = record["@level"]
    const code = record[idKey]
    const text = record["#text"]
    // Missing or mistyped parts are the schema's findings; this check needs all three.
    if (typeof level !== "string" || typeof code !== "string" || typeof text !== "string") {
      previous = null
      return
    }
    const given = { level, code, text }
    const finding = (problem: ClassProblem, suggestions: Suggestion[], expected?: string) =>
      findings.push({ problem, list: usage.list, pointer, given, expected, suggestions })
    if (level !== String(position)) {
      finding("level", [], String(position))
      previous = null
      return
    }
    const candidates = byLevel.get(position) ?? []
    const exact = candidates.filter((row) => row.code === code && row.text === text)
    const match = exact.find((row) => !previous || row.parent === previous.index) ?? exact[0]
    if (!match) {
      const sameCode = candidates.filter((row) => row.code === code)
      const pool = previous ? candidates.filter((row) => row.parent === previous!.index) : candidates
      if (sameCode.length)
        finding(
          "text",
          sameCode.map((row) => toSuggestion(rows, row)),
        )
      else finding("unknown", suggest(rows, pool.length ? pool : candidates, code, text))
      previous = sameCode.find((row) => !previous || row.parent === previous.index) ?? null
      return
    }
    if (previous && match.parent !== previous.index) {
      const parent = rows[match.parent]
      finding("parent", [toSuggestion(rows, match)], parent ? `${parent.code} ${parent.text}` : undefined)
    }
    previous = match
  })
  return findings
}

/**
 * Every classification finding of a parsed data set of type `root`. Lists are loaded only when
 * the data set uses them; a list that cannot be loaded gives one 'unavailable' finding.
 */
export async function checkClassifications(document: unknown, root: string, load: ListLoader): Promise<ClassFinding[]> {
  const findings: ClassFinding[] = []
  for (const usage of usagesByRoot[root] ?? []) {
    const pointer = "items" in usage ? usage.items : usage.field
    const value = valueAt(document, pointer)
    if (value === undefined || value === null) continue
    if ("field" in usage && typeof value !== "string") continue
    let rows: ClassRow[]
    try {
      rows = await load(usage.list)
    } catch {
      if (!findings.some((f) => f.problem === "unavailable" && f.list === usage.list))
        findings.push({ problem: "unavailable", list: usage.list, pointer, given: {}, suggestions: [] })
      continue
    }
    if ("items" in usage) {
      const idKey = usage.list === "flows_elementary" ? "@catId" : "@classId"
      findings.push(...checkItems(usage, value, rows, idKey))
    } else if (!rows.some((row) => row.code === value)) {
      const code = value as string
      const upper = rows.find((row) => row.code && row.code.toLowerCase() === code.toLowerCase())
      const suggestions = upper
        ? [toSuggestion(rows, upper)]
        : suggest(
            rows,
            rows.filter((row) => row.code),
            code,
            code,
          )
      findings.push({ problem: "location", list: "locations", pointer, given: { code }, suggestions })
    }
  }
  return findings
}
