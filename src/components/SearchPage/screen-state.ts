// Which screen the results area shows, from the query and InstantSearch's state (the split of
// DocSearch's ScreenState: error, start, no results, results).

/** `partial`: hits are shown, but the answer is not the whole one yet (see screenOf). */
export type Screen = "empty" | "loading" | "error" | "noResults" | "partial" | "results"

interface ScreenInput {
  query: string
  status: "idle" | "loading" | "stalled" | "error"
  /** The last results InstantSearch rendered, if any. */
  results: { query: string; nbHits: number; __isArtificial?: boolean; contentPending?: boolean } | null | undefined
}

export function screenOf({ query, status, results }: ScreenInput): Screen {
  if (!query.trim()) return "empty"
  if (status === "error") return "error"
  if (!results || results.__isArtificial || !results.query.trim()) return "loading"
  // While the next query runs the previous hits stay, so typing doesn't flicker; an earlier
  // 'no results' must not be shown for a query that hasn't been answered yet.
  if (results.query !== query && results.nbHits === 0) return "loading"
  // The local index answers from its titles part while its paragraphs part is on its way: that
  // answer's count and page count are a fraction of the query's (10 of 261 hits, 1 of 14 pages),
  // and its 'nothing' may be the paragraphs' 'something'. Its hits show at once, its totals don't.
  if (results.contentPending) return results.nbHits === 0 ? "loading" : "partial"
  return results.nbHits === 0 ? "noResults" : "results"
}
