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
export function filterIndex(
  rows: ClassRow[],
  index: FilterIndex = { codes: [], words: [] },
  from = index.codes.length,
): FilterIndex {
  for (let at = from; at < rows.length; at++) {
    const row = rows[at]
    index.codes[at] = normalize(row.code)
    index.words[at] = ` ${normalize(`${row.text} ${row.zh} ${row.ja}`).replace(/[^\p{L}\p{N}.]+/gu, " ")}`
  }
  return index
}

export function queryWords(query: string): string[] {
  return normalize(query)
    .split(/[\s,;/()]+/)
    .filter(Boolean)
}

export interface FilterResult {
  /** Indexes of the rows to show, in list order: the matches and their ancestors. */
  shown: number[]
  matches: Set<number>
}

/**
 * The keys laid out for searching a whole list at once: every row's words in one string (a
 * term is found by scanning it, not by testing each row), and the codes sorted (a prefix is a
 * run of them). Made on the first filter after the index last grew.
 */
interface Lookup {
  size: number
  text: string
  /** Where each row's words start in `text`. */
  starts: Int32Array
  sortedCodes: string[]
  /** Row of each of `sortedCodes`. */
  codeRows: Int32Array
}

const lookups = new WeakMap<FilterIndex, Lookup>()

function lookupOf(index: FilterIndex): Lookup {
  const size = index.codes.length
  const known = lookups.get(index)
  if (known?.size === size) return known
  const starts = new Int32Array(size)
  let offset = 0
  for (let at = 0; at < size; at++) {
    starts[at] = offset
    // A newline never occurs in the words (nor in a query word), so no match spans two rows.
    offset += index.words[at].length + 1
  }
  const codeRows = Int32Array.from(index.codes.keys()).sort((a, b) =>
    index.codes[a] < index.codes[b] ? -1 : index.codes[a] > index.codes[b] ? 1 : a - b,
  )
  const lookup = {
    size,
    text: index.words.join("\n"),
    starts,
    sortedCodes: Array.from(codeRows, (at) => index.codes[at]),
    codeRows,
  }
  lookups.set(index, lookup)
  return lookup
}

/** Lays out a finished index for searching now, so that the first filter does not. */
export function prepareFilter(index: FilterIndex): void {
  lookupOf(index)
}

/** The row whose words hold position `at` of the lookup's text. */
function rowAt(starts: Int32Array, at: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle] <= at) low = middle
    else high = middle - 1
  }
  return low
}

/** First position in sorted `values` not below `value`. */
function lowerBound(values: string[], value: string): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (values[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Marks the rows `word` matches: a code that starts with it, or words that contain `inWords`. */
function rowsMatching(lookup: Lookup, word: string, inWords: string): Uint8Array {
  const hit = new Uint8Array(lookup.size)
  const { sortedCodes, codeRows, text, starts } = lookup
  for (let at = lowerBound(sortedCodes, word); at < sortedCodes.length && sortedCodes[at].startsWith(word); at++)
    hit[codeRows[at]] = 1
  for (let at = text.indexOf(inWords); at !== -1;) {
    const row = rowAt(starts, at)
    hit[row] = 1
    at = row + 1 < lookup.size ? text.indexOf(inWords, starts[row + 1]) : -1
  }
  return hit
}

export function filterRows(rows: ClassRow[], index: FilterIndex, query: string): FilterResult {
  const words = queryWords(query)
  const found = new Set<number>()
  if (!words.length) return { shown: [], matches: found }
  const lookup = lookupOf(index)
  let all: Uint8Array | null = null
  for (const word of words) {
    const hit = rowsMatching(lookup, word, cjk.test(word) ? word : ` ${word}`)
    if (all) for (let at = 0; at < hit.length; at++) all[at] &= hit[at]
    else all = hit
  }
  const keep = new Uint8Array(rows.length)
  for (let at = 0; at < all!.length; at++) {
    // Rows without a code head groups of locations: shown for their entries, never matched.
    if (!all![at] || !rows[at].code) continue
    found.add(at)
    for (let up = at; up >= 0 && !keep[up]; up = rows[up].parent) keep[up] = 1
  }
  const shown: number[] = []
  for (let at = 0; at < keep.length; at++) if (keep[at]) shown.push(at)
  return { shown, matches: found }
}
