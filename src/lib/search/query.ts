// Search text as it reaches the backends: well-formed Unicode and of bounded length. A lone
// surrogate (pasted, or in ?q=) makes encodeURIComponent throw a URIError, and a cut made in
// the middle of a surrogate pair leaves one; either would fail a search that is fine otherwise.

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The text with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does. */
export function wellFormed(text: string): string {
  const native = (String.prototype as { toWellFormed?: (this: string) => string }).toWellFormed
  return native ? native.call(text) : text.replace(loneSurrogate, "\uFFFD")
}

/** At most `max` UTF-16 units, never ending between the two halves of a pair. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text
  const code = text.charCodeAt(max - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/** A query ready to encode and send: well-formed, then clamped without splitting a pair. */
export function sanitizeQuery(text: string, max: number): string {
  return clampText(wellFormed(text), max)
}
