// The one search vocabulary of the site: records in the DocSearch shape, and the subset of
// Algolia's multi-query API that the modal and the search page use. Both the algoliasearch
// client and the local client answer `search(requests)` with these shapes, so widgets never
// know which backend they talk to.

export const hierarchyLevels = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const
export type HierarchyLevel = (typeof hierarchyLevels)[number]
export type Hierarchy = Record<HierarchyLevel, string | null>
export type RecordType = HierarchyLevel | "content"

export interface SearchRecord {
  /** Stable across builds: derived from the url, the record type, its heading and its text (record-ids.ts). */
  objectID: string
  hierarchy: Hierarchy
  /** Paragraph text for `content` records, null for heading records. */
  content: string | null
  type: RecordType
  /** Site path (with the deployment prefix) and `#anchor` for records below a heading. */
  url: string
  url_without_anchor: string
  anchor: string | null
  language: string
  /** Docusaurus-style facet: `docs-default-current`, `docs-default-1.0.0`, or `default` (blog). */
  docusaurus_tag: string
  weight: { pageRank: number; level: number; position: number }
  /**
   * A content record whose heading path nothing else uses (one classification entry): the local
   * index stores its section with the content, so the file searched first does not carry it.
   */
  contentOnly?: boolean
}

export interface SearchParams {
  query?: string
  hitsPerPage?: number
  page?: number
  /** Algolia syntax: strings are ANDed, nested arrays ORed. */
  facetFilters?: Array<string | string[]>
  attributesToRetrieve?: string[]
  attributesToSnippet?: string[]
  attributesToHighlight?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  snippetEllipsisText?: string
  clickAnalytics?: boolean
  distinct?: boolean | number
  analyticsTags?: string[]
}

/** The legacy multi-query request shape that InstantSearch sends and algoliasearch v5 accepts. */
export interface SearchRequest {
  indexName: string
  params?: SearchParams
}

export interface HighlightValue {
  /** HTML-escaped text with matches wrapped in the highlight tags. */
  value: string
  matchLevel: "none" | "partial" | "full"
  matchedWords?: string[]
  fullyHighlighted?: boolean
}

export interface SearchHit extends SearchRecord {
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>
    content?: HighlightValue
  }
  _snippetResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>
    content?: HighlightValue
  }
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  exhaustiveNbHits: boolean
  query: string
  params: string
  index: string
  queryID?: string
  /**
   * Local index only: the paragraphs part could not be loaded, so this answer searched titles
   * and headings alone. Widgets tell the reader; the next search tries the part again.
   */
  contentUnavailable?: boolean
  /**
   * Local index only: this answer searched titles and headings while the paragraphs part is on its
   * way; the client's subscribers are called when it has arrived (or failed: contentUnavailable).
   * Widgets mark their results busy meanwhile.
   */
  contentPending?: boolean
}

export interface SearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }>
  /**
   * Called when the backend can answer more completely than before (the local index has
   * received its content part): widgets showing results should search again. Optional.
   */
  subscribe?(listener: () => void): () => void
  /** Lets the next search fetch again a part that failed to load (contentUnavailable). Optional. */
  retryParts?(): void
}
