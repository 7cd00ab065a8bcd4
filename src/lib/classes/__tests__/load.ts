import fs from "node:fs"
import path from "node:path"
import { classLists, type ListId } from "../lists"
import { packRows, readEntries, unpackRows, type AidLocale, type ClassRow } from "../rows"

export const categoriesDir = path.resolve("content/schemas/categories")

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

export function aidsOf(list: ListId): Partial<Record<AidLocale, Record<string, string>>> {
  const read = (locale: string) =>
    readJson(path.join(categoriesDir, "i18n", locale, classLists[list].file)) as Record<string, string>
  return { "zh-CN": read("zh-CN"), ja: read("ja") }
}

const cache = new Map<ListId, ClassRow[]>()
/** The rows of a list as the site writes and the validator reads them. */
export function rowsOf(list: ListId): ClassRow[] {
  if (!cache.has(list)) {
    const entries = readEntries(readJson(path.join(categoriesDir, classLists[list].file)))
    cache.set(list, unpackRows(list, JSON.parse(JSON.stringify(packRows(list, entries, aidsOf(list))))))
  }
  return cache.get(list)!
}
