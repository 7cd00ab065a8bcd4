// Record identity and weight, shared by the build (records.ts) and the browser (local-index.ts),
// which recomputes objectIDs instead of downloading them.
import type { HierarchyLevel, RecordType, SearchRecord } from "./types"

export const levelWeight: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
}

/** A short, stable hash (cyrb53) so the same record gets the same objectID in every build. */
export function hashString(value: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < value.length; i++) {
    const ch = value.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** Builds the objectIDs from what a record is, numbering repeats of the same text on a page. */
export function assignObjectIDs(records: Array<Omit<SearchRecord, "objectID">>): SearchRecord[] {
  const seen = new Map<string, number>()
  return records.map((record) => {
    const key = [
      record.url,
      record.type,
      record.hierarchy[record.type as HierarchyLevel] ?? "",
      record.content ?? "",
    ].join("\u0000")
    const count = seen.get(key) ?? 0
    seen.set(key, count + 1)
    return { objectID: `${hashString(key)}${count ? `-${count}` : ""}`, ...record }
  })
}
