// The list filter: a query matches a row when each of its words is a prefix of the row's code,
// or starts a word of its English text or reading aids (Chinese and Japanese, which have no
// spaces, match anywhere inside the text). Matches are shown with their ancestors.
import { normalize } from "../search/tokenize"
import type { ClassRow } from "./rows"

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

export interface FilterIndex {
  codes: string[]
  /** ' word word ...' per row: a Latin term matches after a space. */
  words: string[]
}

export function filterIndex(rows: ClassRow[]): FilterIndex {
  return {
    codes: rows.map((row) => normalize(row.code)),
    words: rows.map((row) => ` ${normalize(`${row.text} ${row.zh} ${row.ja}`).replace(/[^\p{L}\p{N}.]+/gu, " ")}`),
  }
}

export function queryWords(query: string): string[] {
  return normalize(query).split(/[\s,;/()]+/).filter(Boolean)
}

function matches(index: FilterIndex, at: number, words: string[]): boolean {
  return words.every((word) => index.codes[at].startsWith(word) || (cjk.test(word) ? index.words[at].includes(word) : index.words[at].includes(` ${word}`)))
}

export interface FilterResult {
  /** Indexes of the rows to show, in list order: the matches and their ancestors. */
  shown: number[]
  matches: Set<number>
}

export function filterRows(rows: ClassRow[], index: FilterIndex, query: string): FilterResult {
  const words = queryWords(query)
  const found = new Set<number>()
  const keep = new Set<number>()
  if (!words.length) return { shown: [], matches: found }
  for (let at = 0; at < rows.length; at++) {
    if (!rows[at].code || !matches(index, at, words)) continue
    found.add(at)
    for (let up = at; up >= 0 && !keep.has(up); up = rows[up].parent) keep.add(up)
  }
  return { shown: [...keep].sort((a, b) => a - b), matches: found }
}
