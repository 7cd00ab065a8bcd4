// Text to search terms, the same way at build time and in the browser. Chinese and Japanese
// have no spaces between words, so runs of CJK characters are indexed as overlapping pairs of
// characters (bigrams) plus the run's last character: any word inside a sentence is then found
// by its pairs, with no dictionary, and a one-character query finds the pairs it begins. Katakana is folded to hiragana and full-width forms to ASCII (NFKC), so a query in
// either kana script finds both. Latin words are lowercased; camelCase and snake_case parts are
// indexed too, so `amount` finds `meanAmount` (snake_case splits at the underscore anyway).

const cjkClass = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005`
const runPattern = new RegExp(String.raw`([${cjkClass}]+)|((?:(?![${cjkClass}])[\p{L}\p{N}])+)`, "gu")

/** NFKC, lowercase, katakana to hiragana. Keeps string length per character for highlighting. */
export function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u30A1-\u30F6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
}

const cjkChar = new RegExp(`[${cjkClass}]`, "u")

export function isCjkTerm(term: string): boolean {
  return cjkChar.test(term)
}

function wordParts(word: string): string[] {
  // Split camelCase before lowercasing is lost: "meanAmount" -> mean, amount.
  return word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_]+/)
}

interface Run {
  text: string
  cjk: boolean
}

function runs(text: string): Run[] {
  const out: Run[] = []
  for (const match of text.normalize("NFKC").matchAll(runPattern)) {
    if (match[1]) out.push({ text: normalize(match[1]), cjk: true })
    else out.push({ text: match[2], cjk: false })
  }
  return out
}

function bigrams(run: string): string[] {
  const chars = Array.from(run)
  const out: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  return out
}

/** Terms stored in the index for a piece of text. */
export function indexTerms(text: string): string[] {
  const terms: string[] = []
  for (const run of runs(text)) {
    if (run.cjk) {
      const chars = Array.from(run.text)
      terms.push(...bigrams(run.text), chars[chars.length - 1])
    } else {
      const whole = normalize(run.text)
      terms.push(whole)
      const parts = wordParts(run.text)
        .map(normalize)
        .filter((part) => part && part !== whole)
      terms.push(...parts)
    }
  }
  return terms
}

/** Terms of a query: bigrams of CJK runs (one character alone stays a unigram), whole Latin words. */
export function queryTerms(query: string): string[] {
  const terms: string[] = []
  for (const run of runs(query)) {
    if (run.cjk) {
      const chars = Array.from(run.text)
      terms.push(...(chars.length === 1 ? chars : bigrams(run.text)))
    } else {
      terms.push(normalize(run.text))
    }
  }
  return [...new Set(terms)]
}

/** The query's CJK runs, normalized: a hit must contain each of them as a substring. */
export function queryCjkRuns(query: string): string[] {
  return runs(query)
    .filter((run) => run.cjk && Array.from(run.text).length > 2)
    .map((run) => run.text)
}

/**
 * A crude English stem for matching other forms of a word as a prefix: `validation` also finds
 * `validating` and `validate`. Only for longer words, so short queries stay exact.
 */
export function englishStem(term: string): string | null {
  if (term.length < 6 || !/^[a-z]+$/.test(term)) return null
  const stem = term.replace(/(ations?|ings?|ements?|ers?|ed|es|s)$/, "")
  return stem !== term && stem.length >= 4 ? stem : null
}
