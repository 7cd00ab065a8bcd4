// Highlighted values arrive as HTML-escaped text with <mark> tags (from Algolia or from the
// local client). They are turned into text parts here and rendered as React text, never as
// HTML, so nothing in a record or a query can inject markup.

export const highlightPreTag = "<mark>"
export const highlightPostTag = "</mark>"

export interface HighlightPart {
  text: string
  highlighted: boolean
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
}

export function unescapeHtml(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity])
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  )
}

export function parseHighlight(value: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  let rest = value
  while (rest) {
    const start = rest.indexOf(highlightPreTag)
    if (start === -1) {
      parts.push({ text: unescapeHtml(rest), highlighted: false })
      break
    }
    if (start > 0) parts.push({ text: unescapeHtml(rest.slice(0, start)), highlighted: false })
    const afterPre = rest.slice(start + highlightPreTag.length)
    const end = afterPre.indexOf(highlightPostTag)
    const marked = end === -1 ? afterPre : afterPre.slice(0, end)
    if (marked) parts.push({ text: unescapeHtml(marked), highlighted: true })
    rest = end === -1 ? "" : afterPre.slice(end + highlightPostTag.length)
  }
  return parts
}
