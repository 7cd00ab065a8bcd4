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

/**
 * Adds the search keys of `rows[from..]` to `index` (a new one when none is given): the keys are
 * built once per list, and a big list can build them a slice at a time.
 */
export function filterIndex(rows: ClassRow[], index: FilterIndex = { codes: [], words: [] }, from = index.codes.length): FilterIndex {
  for (let at = from; at < rows.length; at++) {
    const row = rows[at]
    index.codes[at] = normalize(row.code)
    index.words[at] = ` ${normalize(`${row.text} ${row.zh} ${row.ja}`).replace(/[^\p{L}\p{N}.]+/gu, " ")}`
  }
  return index
}

export function queryWords(query: string): string[] {
  return normalize(query).split(/[\s,;/()]+/).filter(Boolean)
}

export interface FilterResult {
  /** Indexes of the rows to show, in list order: the matches and their ancestors. */
  shown: number[]
  matches: Set<number>
}

export function filterRows(rows: ClassRow[], index: FilterIndex, query: string): FilterResult {
  const words = queryWords(query)
  const found = new Set<number>()
  if (!words.length) return { shown: [], matches: found }
  // What each word looks for, decided once rather than per row.
  const terms = words.map((word) => ({ word, inWords: cjk.test(word) ? word : ` ${word}` }))
  const keep = new Uint8Array(rows.length)
  const { codes, words: texts } = index
  for (let at = 0; at < rows.length; at++) {
    if (!rows[at].code) continue
    const code = codes[at]
    const text = texts[at]
    let all = true
    for (const term of terms) {
      if (!code.startsWith(term.word) && !text.includes(term.inWords)) {
        all = false
        break
      }
    }
    if (!all) continue
    found.add(at)
    for (let up = at; up >= 0 && !keep[up]; up = rows[up].parent) keep[up] = 1
  }
  const shown: number[] = []
  for (let at = 0; at < keep.length; at++) if (keep[at]) shown.push(at)
  return { shown, matches: found }
}
