import type { SearchHit } from "../../lib/search/types"

export interface ModalItem {
  hit: SearchHit
  /** 1-based position in the response, as Algolia Insights counts it. */
  position: number
}

export interface ModalGroup {
  title: string
  items: ModalItem[]
}

/** Hits under their lvl0 heading, groups in the order they first appear, at most `perGroup` each. */
export function groupHits(hits: SearchHit[], perGroup: number): ModalGroup[] {
  const groups = new Map<string, ModalGroup>()
  hits.forEach((hit, index) => {
    const title = hit.hierarchy.lvl0 || hit.hierarchy.lvl1 || hit.url
    const group = groups.get(title) ?? { title, items: [] }
    if (group.items.length < perGroup) group.items.push({ hit, position: index + 1 })
    groups.set(title, group)
  })
  return [...groups.values()]
}
