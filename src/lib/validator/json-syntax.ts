// Finds where a text stops being JSON. Browsers word JSON.parse errors differently (and older
// engines give only an offset), so the position comes from this scanner instead of their message.
// It runs only after JSON.parse has failed, and keeps an explicit stack so deep nesting cannot
// overflow the call stack.

export interface JsonSyntaxError {
  /** 1-based line and column of the first character that cannot be JSON. */
  line: number
  column: number
  /** That character, or null when the text ends too early. */
  found: string | null
}

const literals = ["true", "false", "null"]
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/** 1-based line and column of an offset; a column counts UTF-16 units, as editors mostly do. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line += 1
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** End offset of the string starting at `start` (a '"'), or the negative offset of its defect minus one. */
function scanString(text: string, start: number): number {
  for (let j = start + 1; j < text.length;) {
    const code = text.charCodeAt(j)
    if (code === 0x22) return j + 1
    if (code === 0x5c) {
      const next = text[j + 1]
      if (next !== undefined && '"\\/bfnrt'.includes(next)) j += 2
      else if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) j += 6
      else return -(Math.min(j + 1, text.length) + 1)
    } else if (code < 0x20) return -(j + 1)
    else j += 1
  }
  return -(text.length + 1)
}

/** Offset of the first character that breaks the JSON grammar, or -1 when the text is JSON. */
function firstDefect(text: string): number {
  const stack: string[] = []
  type Expect = "value" | "valueOrEnd" | "key" | "keyOrEnd" | "colon" | "commaOrEnd"
  let expect: Expect = "value"
  let i = 0
  for (;;) {
    while (i < text.length && " \t\n\r".includes(text[i])) i += 1
    if (i >= text.length) return expect === "commaOrEnd" && stack.length === 0 ? -1 : text.length
    const c = text[i]
    if (expect === "value" || expect === "valueOrEnd") {
      if (expect === "valueOrEnd" && c === "]") {
        stack.pop()
        i += 1
        expect = "commaOrEnd"
      } else if (c === "{" || c === "[") {
        stack.push(c)
        i += 1
        expect = c === "{" ? "keyOrEnd" : "valueOrEnd"
      } else if (c === '"') {
        const end = scanString(text, i)
        if (end < 0) return -end - 1
        i = end
        expect = "commaOrEnd"
      } else {
        const literal = literals.find((word) => text.startsWith(word, i))
        numberPattern.lastIndex = i
        const number = literal ? null : numberPattern.exec(text)
        if (!literal && !number) return i
        i += literal ? literal.length : number![0].length
        expect = "commaOrEnd"
      }
    } else if (expect === "key" || expect === "keyOrEnd") {
      if (expect === "keyOrEnd" && c === "}") {
        stack.pop()
        i += 1
        expect = "commaOrEnd"
      } else {
        if (c !== '"') return i
        const end = scanString(text, i)
        if (end < 0) return -end - 1
        i = end
        expect = "colon"
      }
    } else if (expect === "colon") {
      if (c !== ":") return i
      i += 1
      expect = "value"
    } else {
      const top = stack[stack.length - 1]
      if (top === undefined) return i
      if (c === ",") {
        i += 1
        expect = top === "{" ? "key" : "value"
      } else if ((top === "{" && c === "}") || (top === "[" && c === "]")) {
        stack.pop()
        i += 1
      } else return i
    }
  }
}

/** Where the text stops being JSON; null when it is JSON. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  const offset = firstDefect(text)
  if (offset === -1) return null
  const found = offset < text.length ? String.fromCodePoint(text.codePointAt(offset)!) : null
  return { ...lineAndColumn(text, offset), found }
}
