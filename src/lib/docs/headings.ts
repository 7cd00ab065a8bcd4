// A doc's headings come from gatsby-plugin-mdx's own table of contents (the Mdx node's
// tableOfContents field, mdast-util-toc), and the page's heading ids from rehype-slug. Both slug
// with github-slugger over the same headings in the same order, so a TOC link always points at
// an existing anchor; CJK headings keep their characters ('検証の流れ' → #検証の流れ).

export interface Heading {
  depth: number
  value: string
  id: string
}

/** One entry of gatsby-plugin-mdx's tableOfContents: a heading (url '#id', title) and the ones nested under it. */
export interface TocEntry {
  url?: string
  title?: string
  items?: TocEntry[]
}

/**
 * The headings of a tableOfContents, flat and in document order. Its nesting starts at the
 * page's shallowest heading, which gatsby/rehype-heading-levels.ts keeps at `topDepth` (h2: the
 * page title is the only h1); a skipped level shows as an entry without a url, which is dropped.
 */
export function headingsFromToc(toc: TocEntry | null | undefined, topDepth = 2): Heading[] {
  const headings: Heading[] = []
  const visit = (entries: TocEntry[] | undefined, depth: number) => {
    for (const entry of entries ?? []) {
      if (entry.url?.startsWith("#")) headings.push({ depth, value: entry.title ?? "", id: entry.url.slice(1) })
      visit(entry.items, depth + 1)
    }
  }
  visit(toc?.items, topDepth)
  return headings
}

/** Headings shown in the table of contents, within [min, max] depth. */
export function tocHeadings(headings: readonly Heading[], min = 2, max = 3): Heading[] {
  return headings.filter((heading) => heading.depth >= min && heading.depth <= max)
}
