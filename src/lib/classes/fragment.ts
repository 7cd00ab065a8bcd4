// What the copy button writes: the JSON a data set needs for one class, all levels from the
// top, in the shape of the data set type's own schema (an array of items, one per level, or a
// single item where that type allows one level; a location is a plain code).
import { classLists, usagesByRoot, type ListId } from "./lists"
import type { ClassRow } from "./rows"

export interface ClassItem {
  "@level": string
  "@classId"?: string
  "@catId"?: string
  "#text": string
}

export function classItems(list: ListId, chain: Array<Pick<ClassRow, "depth" | "code" | "text">>): ClassItem[] {
  const key = classLists[list].idKey ?? "@classId"
  return chain.map((row) => ({ "@level": String(row.depth), [key]: row.code, "#text": row.text }) as ClassItem)
}

/** The fragment for `root`'s data sets, and the pointer of the object it goes into. */
export function classFragment(
  root: string,
  list: ListId,
  chain: Array<Pick<ClassRow, "depth" | "code" | "text">>,
): { json: string; into: string } {
  const usage = usagesByRoot[root]?.find((item) => item.list === list)
  if (!usage) throw new Error(`${root} takes no class from ${list}`)
  const last = chain[chain.length - 1]
  if ("field" in usage) {
    const at = usage.field.lastIndexOf("/")
    return { json: JSON.stringify({ [usage.field.slice(at + 1)]: last.code }, null, 2), into: usage.field.slice(0, at) }
  }
  const items = classItems(list, chain)
  const value = usage.single && items.length === 1 ? items[0] : items
  const into = usage.items.slice(0, usage.items.lastIndexOf(`/${usage.wrapper}/`))
  return { json: JSON.stringify({ [usage.wrapper]: { [usage.key]: value } }, null, 2), into }
}
