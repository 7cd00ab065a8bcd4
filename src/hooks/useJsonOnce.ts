import { startTransition, useCallback, useRef, useState } from "react"
import { withPrefix } from "gatsby"

export type LoadStatus = "idle" | "loading" | "error" | "done"

/** One of the site's own JSON files (`path` without the path prefix); an HTTP error throws. */
export async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(withPrefix(path))
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

/**
 * A JSON file a widget fetches at most once, when the reader first needs it. `load` fetches it
 * and turns it into `data` with `read` (keep `read` stable); calls while it is on its way share
 * that fetch, and after a failure (`status` 'error', `load` resolving to null) the next call
 * tries again, so a retry button is one `load()`. `ready` is data the page already has: with
 * it, nothing is fetched.
 */
export function useJsonOnce<Raw, T>(path: string, read: (raw: Raw) => T | Promise<T>, ready: T | null = null) {
  const [data, setData] = useState<T | null>(ready)
  const [status, setStatus] = useState<LoadStatus>(ready ? "done" : "idle")
  const loaded = useRef<T | null>(ready)
  const pending = useRef<Promise<T | null> | null>(null)

  const load = useCallback((): Promise<T | null> => {
    if (loaded.current) return Promise.resolve(loaded.current)
    if (pending.current) return pending.current
    setStatus("loading")
    pending.current = fetchJson<Raw>(path)
      .then(read)
      .then((value) => {
        loaded.current = value
        // A render React may slice, so that a big file arriving does not hold the page.
        startTransition(() => {
          setData(value)
          setStatus("done")
        })
        return value
      })
      .catch(() => {
        pending.current = null
        setStatus("error")
        return null
      })
    return pending.current
  }, [path, read])

  return { data, status, load }
}
