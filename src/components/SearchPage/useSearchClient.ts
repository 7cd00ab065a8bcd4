import { useCallback, useEffect, useState } from "react"
import { getSearchClient } from "../../lib/search/client"
import type { SearchClient } from "../../lib/search/types"

export type SearchClientState = { status: "loading" } | { status: "ready"; client: SearchClient } | { status: "error" }

/** Loads the search client after mount; `retry` starts over after a failed load. */
export function useSearchClient(): { state: SearchClientState; retry: () => void } {
  const [state, setState] = useState<SearchClientState>({ status: "loading" })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let active = true
    getSearchClient().then(
      (client) => active && setState({ status: "ready", client }),
      () => active && setState({ status: "error" }),
    )
    return () => {
      active = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: "loading" })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
