// Plain-text views of a post's MDX: for reading time and for list excerpts.

/** Text a reader reads: no front matter, code blocks, JSX/SVG, comments, link targets or Markdown marks. */
export function readableText(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`\n]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/\|/g, " ")
}

const cjkPattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g

/**
 * Minutes to read. Chinese and Japanese are counted by characters (no spaces between words),
 * other text by words: about 400 characters or 200 words a minute. The reading-time package
 * counts each Chinese or Japanese character as a whole word at the English pace, which
 * overstates the time for our zh-CN and ja readers.
 */
export function readingTime(mdx: string): number {
  const text = readableText(mdx)
  const cjk = (text.match(cjkPattern) ?? []).length
  const words = text
    .replace(cjkPattern, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(cjk / 400 + words / 200))
}

/** Marks the end of the list excerpt: {/* truncate *\/} or <!-- truncate -->. */
export const truncateMarker = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/

/** Paragraphs before the truncate marker (or the first paragraph), as plain text. */
export function excerpt(mdx: string): { paragraphs: string[]; truncated: boolean } {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, "")
  const marker = body.search(truncateMarker)
  const head = marker === -1 ? body : body.slice(0, marker)
  const paragraphs = head
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(#|```|~~~|<|\||import |export )/.test(block))
    .map((block) => readableText(block).replace(/\s+/g, " ").trim())
    .filter(Boolean)
  return {
    paragraphs: marker === -1 ? paragraphs.slice(0, 1) : paragraphs,
    truncated: marker !== -1 || paragraphs.length > 1,
  }
}
