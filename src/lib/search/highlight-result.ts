// Algolia-style `_highlightResult` and `_snippetResult` values for the local client: the query's
// words marked in HTML-escaped text, so a local hit looks exactly like an Algolia hit.
import { escapeHtml, highlightPostTag, highlightPreTag } from "./highlight"
import { normalize } from "./tokenize"
import type { HighlightValue } from "./types"

const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]+/gu
const wordChar = /[\p{L}\p{N}]/u
const isCjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]/u

/** The strings to look for: CJK runs (and their single characters) and Latin words, normalized. */
export function highlightNeedles(query: string): string[] {
  const normalized = normalize(query)
  const needles = new Set<string>()
  for (const match of normalized.matchAll(cjkRun)) needles.add(match[0])
  for (const word of normalized.replace(cjkRun, " ").split(/[^\p{L}\p{N}]+/u)) if (word) needles.add(word)
  return [...needles].sort((a, b) => b.length - a.length)
}

interface Range {
  start: number
  end: number
}

/** Normalizes character by character, remembering where each normalized char came from. */
function normalizedWithMap(text: string): { normalized: string; origin: number[] } {
  let normalized = ""
  const origin: number[] = []
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!
    const char = String.fromCodePoint(cp)
    const folded = normalize(char)
    for (let k = 0; k < folded.length; k++) origin.push(i)
    normalized += folded
    i += char.length
  }
  origin.push(text.length)
  return { normalized, origin }
}

function findRanges(text: string, needles: string[]): { ranges: Range[]; matched: string[] } {
  const { normalized, origin } = normalizedWithMap(text)
  const taken = new Array<boolean>(normalized.length).fill(false)
  const ranges: Range[] = []
  const matched = new Set<string>()
  for (const needle of needles) {
    const cjk = isCjk.test(needle)
    let from = 0
    while (from <= normalized.length - needle.length) {
      const at = normalized.indexOf(needle, from)
      if (at === -1) break
      from = at + needle.length
      // Latin words match from the start of a word (prefix), like the search itself.
      if (!cjk && at > 0 && wordChar.test(normalized[at - 1]) && !isCjk.test(normalized[at - 1])) continue
      if (taken.slice(at, at + needle.length).some(Boolean)) continue
      taken.fill(true, at, at + needle.length)
      matched.add(needle)
      const start = origin[at]
      const lastOrigin = origin[at + needle.length - 1]
      const end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin)!).length
      ranges.push({ start, end })
    }
  }
  return { ranges: ranges.sort((a, b) => a.start - b.start), matched: [...matched] }
}

function render(text: string, ranges: Range[], from = 0, to = text.length): string {
  let out = ""
  let at = from
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue
    const start = Math.max(range.start, from)
    const end = Math.min(range.end, to)
    out += escapeHtml(text.slice(at, start)) + highlightPreTag + escapeHtml(text.slice(start, end)) + highlightPostTag
    at = end
  }
  return out + escapeHtml(text.slice(at, to))
}

function level(matched: string[], needles: string[]): HighlightValue["matchLevel"] {
  if (matched.length === 0) return "none"
  return matched.length === needles.length ? "full" : "partial"
}

export function highlightValue(text: string, query: string): HighlightValue {
  const needles = highlightNeedles(query)
  const { ranges, matched } = findRanges(text, needles)
  const matchLevel = level(matched, needles)
  const covered = ranges.reduce((sum, range) => sum + range.end - range.start, 0)
  return {
    value: render(text, ranges),
    matchLevel,
    matchedWords: matched,
    fullyHighlighted: covered === text.length && text.length > 0,
  }
}

/** Word units for snippet length: a Latin word is one, a CJK character a third of one. */
function units(text: string): Array<{ start: number; end: number; weight: number }> {
  const out: Array<{ start: number; end: number; weight: number }> = []
  const pattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005]|[\p{L}\p{N}_'’.:-]+/gu
  for (const match of text.matchAll(pattern)) {
    out.push({ start: match.index!, end: match.index! + match[0].length, weight: isCjk.test(match[0]) ? 1 / 3 : 1 })
  }
  return out
}

/** About `words` words of text around the first match, with the ellipsis where text was cut. */
export function snippetValue(text: string, query: string, words: number, ellipsis = "…"): HighlightValue {
  const needles = highlightNeedles(query)
  const { ranges, matched } = findRanges(text, needles)
  const parts = units(text)
  const total = parts.reduce((sum, part) => sum + part.weight, 0)
  const matchLevel = level(matched, needles)
  if (total <= words || parts.length === 0) return { value: render(text, ranges), matchLevel, matchedWords: matched }
  const first = ranges[0]?.start ?? 0
  let index = Math.max(
    0,
    parts.findIndex((part) => part.end > first),
  )
  // Start a little before the first match so it reads in context.
  let budget = 0
  while (index > 0 && budget + parts[index - 1].weight <= words / 4) {
    index--
    budget += parts[index].weight
  }
  let last = index
  let used = 0
  while (last < parts.length && used + parts[last].weight <= words) {
    used += parts[last].weight
    last++
  }
  const from = index === 0 ? 0 : parts[index].start
  const to = last >= parts.length ? text.length : parts[last - 1].end
  const value = (from > 0 ? ellipsis : "") + render(text, ranges, from, to) + (to < text.length ? ellipsis : "")
  return { value, matchLevel, matchedWords: matched }
}
