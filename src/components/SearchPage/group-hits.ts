import type { Hierarchy } from "../../lib/search/types"

export interface HitGroup<T> {
  title: string
  hits: T[]
}

/** Hits under their top-level heading (lvl0: 'Docs', 'Blog'…), groups in the order they first appear. */
export function groupHits<T extends { hierarchy: Hierarchy; url: string }>(hits: T[]): Array<HitGroup<T>> {
  const groups = new Map<string, HitGroup<T>>()
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0 || hit.hierarchy.lvl1 || hit.url
    const group = groups.get(title) ?? { title, hits: [] }
    group.hits.push(hit)
    groups.set(title, group)
  }
  return [...groups.values()]
}
