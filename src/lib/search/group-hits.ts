import type { Hierarchy } from "./types"

export interface GroupedHit<T> {
  hit: T
  /** 1-based position in the response, as Algolia Insights counts it. */
  position: number
}

export interface HitGroup<T> {
  title: string
  items: Array<GroupedHit<T>>
}

/**
 * Hits under their top-level heading (lvl0: 'Docs', 'Blog'…; else lvl1, else the URL), groups in
 * the order they first appear, at most `perGroup` hits each.
 */
export function groupHits<T extends { hierarchy: Hierarchy; url: string }>(
  hits: readonly T[],
  perGroup = Infinity,
): Array<HitGroup<T>> {
  const groups = new Map<string, HitGroup<T>>()
  hits.forEach((hit, index) => {
    const title = hit.hierarchy.lvl0 || hit.hierarchy.lvl1 || hit.url
    const group = groups.get(title) ?? { title, items: [] }
    if (group.items.length < perGroup) group.items.push({ hit, position: index + 1 })
    groups.set(title, group)
  })
  return [...groups.values()]
}
