// Heading ids and the table of contents are computed by the same slugger so a TOC link
// always points at an existing anchor. Ids keep CJK characters, so Japanese and Chinese
// headings get readable, distinct ids instead of empty or numbered ones.

export interface Heading {
  depth: number
  value: string
  id: string
}

export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2000-\u206f\u2e00-\u2e7f\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~]/g, "")
    .replace(/\s+/g, "-")
}

/** Returns a function that slugs headings in document order, suffixing repeats (-1, -2...). */
export function createSlugger(): (text: string) => string {
  const occurrences = new Map<string, number>()
  return (text) => {
    const base = slugify(text) || "section"
    let id = base
    while (occurrences.has(id)) {
      const next = (occurrences.get(base) ?? 0) + 1
      occurrences.set(base, next)
      id = `${base}-${next}`
    }
    occurrences.set(id, 0)
    return id
  }
}

/** Plain text of Markdown inline syntax in a heading: code, emphasis, links, images. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/(\*|_)(.*?)\1/g, "$2")
    .replace(/<[^>]+>/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1")
    .trim()
}

/**
 * Extracts ATX headings (## Title) from MDX source, outside fenced code blocks, with the ids
 * the rehype plugin gives them. Headings written as JSX are not seen; the docs do not use them.
 */
export function extractHeadings(source: string): Heading[] {
  const slug = createSlugger()
  const headings: Heading[] = []
  let fence: string | null = null
  for (const line of source.split(/\r?\n/)) {
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/)
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0]
      else if (fenceMatch[1][0] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const match = line.match(/^(#{1,6})\s+(.*?)\s*#*\s*$/)
    if (!match) continue
    const value = headingText(match[2])
    headings.push({ depth: match[1].length, value, id: slug(value) })
  }
  return headings
}

/** Headings shown in the table of contents, within [min, max] depth. */
export function tocHeadings(headings: readonly Heading[], min = 2, max = 3): Heading[] {
  return headings.filter((heading) => heading.depth >= min && heading.depth <= max)
}
