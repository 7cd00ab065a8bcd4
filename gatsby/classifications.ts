// The classification lists at build time: read from the bundle's categories/ folder (ours, or
// TIDAS_SCHEMA_DIR's, which may have none: then schema pages show no classification section),
// joined with our reading aids, and written to public/classifications/ as compact rows that the
// pages and the validator fetch on demand. A schema page's context carries only its lists' top
// level (none for the flat location list, nor on a page that shows a list whose own page is
// another), with the reading aid of its own locale.
import fs from "node:fs"
import path from "node:path"
import { classDataPath, classLists, listIds, pageLists, type ListId } from "../src/lib/classes/lists"
import {
  aidIn,
  aidLocales,
  countsPerLevel,
  packRows,
  readEntries,
  unpackRows,
  type PackedRow,
} from "../src/lib/classes/rows"
import { isFlatList, type ClassPageData, type TopRow } from "../src/lib/classes/page-data"
import { schemaDir } from "./schemas"

export const categoriesDir = (dir = schemaDir()) => path.join(dir, "categories")

export type ClassData = Map<ListId, PackedRow[]>

/** Every list whose file is present; a file that cannot be read is reported and left out. */
export function loadClassLists(warn: (message: string) => void, dir = categoriesDir()): ClassData {
  const data: ClassData = new Map()
  if (!fs.existsSync(dir)) return data
  for (const id of listIds) {
    const file = path.join(dir, classLists[id].file)
    if (!fs.existsSync(file)) continue
    try {
      const entries = readEntries(JSON.parse(fs.readFileSync(file, "utf8")))
      const aids = Object.fromEntries(
        aidLocales.map((locale) => {
          const aidFile = path.join(dir, "i18n", locale, classLists[id].file)
          return [
            locale,
            fs.existsSync(aidFile) ? (JSON.parse(fs.readFileSync(aidFile, "utf8")) as Record<string, string>) : {},
          ]
        }),
      )
      data.set(id, packRows(id, entries, aids))
    } catch (error) {
      warn(`${file}: not shown or checked (${(error as Error).message})`)
    }
  }
  return data
}

/** Writes each list whole (filter, validator) and per top-level row (opening one branch). */
export function writeClassData(data: ClassData, publicDir = path.resolve("public")): void {
  for (const [id, rows] of data) {
    const write = (part: number | "all", content: PackedRow[]) => {
      const target = path.join(publicDir, classDataPath(id, part))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, JSON.stringify(content))
    }
    write("all", rows)
    let top = -1
    let part: PackedRow[] = []
    rows.forEach((row, index) => {
      if (row[0] === 0) {
        if (top >= 0) write(top, part)
        top++
        part = []
      } else part.push(row)
      if (index === rows.length - 1) write(top, part)
    })
  }
}

export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * A schema page's classification section: each list's name, figures and top level (with the
 * reading aid of the page's locale; none for the flat location list), or on the data types page
 * where each list is shown. Null where the page shows none, or the bundle has no lists.
 */
export function classPageData(
  data: ClassData,
  docId: string,
  locale: string,
  t: Translate,
  pageOfList: (list: ListId) => string | null,
): ClassPageData | null {
  const lists = (pageLists[docId] ?? []).flatMap(({ list, search }) => {
    const packed = data.get(list)
    if (!packed) return []
    const rows = unpackRows(list, packed)
    const top: TopRow[] = isFlatList(list, search)
      ? []
      : rows.filter((row) => row.depth === 0).map((row) => [row.code, row.text, aidIn(row, locale), row.childCount])
    return [{ id: list, title: t(`classes.list.${list}.title`), levels: countsPerLevel(rows, list), top }]
  })
  if (lists.length) return { lists, overview: null }
  if (!docId.endsWith("/json-schema-datatype") || data.size === 0) return null
  const overview = [...data.keys()].flatMap((list): Array<[ListId, number]> =>
    pageOfList(list)
      ? [[list, countsPerLevel(unpackRows(list, data.get(list)!), list).reduce((sum, count) => sum + count, 0)]]
      : [],
  )
  return overview.length ? { lists: [], overview } : null
}
