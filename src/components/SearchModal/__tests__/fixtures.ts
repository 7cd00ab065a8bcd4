import type { HierarchyLevel, RecordType, SearchHit, SearchResponse } from "../../../lib/search/types"

const levels: HierarchyLevel[] = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"]

/** A hit as the clients return it, with `<mark>` around `mark` wherever it occurs. */
export function makeHit(
  id: string,
  {
    lvl0 = "Docs",
    lvl1 = `Page ${id}`,
    lvl2 = null as string | null,
    type = "lvl1" as RecordType,
    content = null as string | null,
    mark = "",
    url = `/en/docs/${id}`,
  } = {},
): SearchHit {
  const hierarchy = { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
  const highlight = (value: string) => ({
    value: mark ? value.split(mark).join(`<mark>${mark}</mark>`) : value,
    matchLevel: "full" as const,
  })
  const highlighted = Object.fromEntries(
    levels.filter((level) => hierarchy[level]).map((level) => [level, highlight(hierarchy[level]!)]),
  )
  return {
    objectID: id,
    hierarchy,
    content,
    type,
    url,
    url_without_anchor: url.split("#")[0],
    anchor: url.includes("#") ? url.split("#")[1] : null,
    language: "en",
    docusaurus_tag: "docs-default-current",
    weight: { pageRank: 0, level: 0, position: 0 },
    _highlightResult: { hierarchy: highlighted, ...(content ? { content: highlight(content) } : {}) },
    _snippetResult: { hierarchy: highlighted, ...(content ? { content: highlight(content) } : {}) },
  }
}

export function makeResponse(query: string, hits: SearchHit[], nbHits = hits.length): { results: SearchResponse[] } {
  return {
    results: [
      {
        hits,
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: "",
        index: "tidas-tiangong",
        queryID: "q-1",
      },
    ],
  }
}
