import { escapeHtml } from "../../lib/search/highlight"
import { hierarchyLevels, type HierarchyLevel, type SearchHit } from "../../lib/search/types"

/** A search hit, or a stored one (which has no highlighting). */
export type ShownHit = Pick<SearchHit, "hierarchy" | "type" | "content"> &
  Partial<Pick<SearchHit, "_highlightResult" | "_snippetResult">>

export interface HitText {
  /** Highlight values (escaped HTML with <mark>), for SearchHighlight only. */
  title: string
  path: string | null
}

const separator = " › "

function level(hit: ShownHit, name: HierarchyLevel): string {
  return (
    hit._snippetResult?.hierarchy?.[name]?.value ??
    hit._highlightResult?.hierarchy?.[name]?.value ??
    escapeHtml(hit.hierarchy[name] ?? "")
  )
}

/**
 * What a hit shows, as DocSearch does: a page by its title; a heading by its text, with the
 * page title below; a paragraph by its snippet, with the headings above it below.
 */
export function hitText(hit: ShownHit): HitText {
  if (hit.type === "content") {
    const content =
      hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? escapeHtml(hit.content ?? "")
    const headings = hierarchyLevels.slice(1).filter((name) => hit.hierarchy[name])
    return { title: content, path: headings.length ? headings.map((name) => level(hit, name)).join(separator) : null }
  }
  if (hit.type === "lvl0" || hit.type === "lvl1")
    return { title: level(hit, hit.type === "lvl0" && !hit.hierarchy.lvl1 ? "lvl0" : "lvl1"), path: null }
  return { title: level(hit, hit.type), path: hit.hierarchy.lvl1 ? level(hit, "lvl1") : null }
}
