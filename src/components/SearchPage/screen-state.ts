// Which screen the results area shows, from the query and InstantSearch's state (the split of
// DocSearch's ScreenState: error, start, no results, results).

export type Screen = "empty" | "loading" | "error" | "noResults" | "results"

interface ScreenInput {
  query: string
  status: "idle" | "loading" | "stalled" | "error"
  /** The last results InstantSearch rendered, if any. */
  results: { query: string; nbHits: number; __isArtificial?: boolean } | null | undefined
}

export function screenOf({ query, status, results }: ScreenInput): Screen {
  if (!query.trim()) return "empty"
  if (status === "error") return "error"
  if (!results || results.__isArtificial || !results.query.trim()) return "loading"
  // While the next query runs the previous hits stay, so typing doesn't flicker; an earlier
  // 'no results' must not be shown for a query that hasn't been answered yet.
  if (results.query !== query && results.nbHits === 0) return "loading"
  return results.nbHits === 0 ? "noResults" : "results"
}
