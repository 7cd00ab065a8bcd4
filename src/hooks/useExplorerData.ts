import { startTransition, useCallback, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { nextTask } from "../lib/next-task"
import { unpackTree, type PackedNode } from "../lib/schema/pack"
import type { ExplorerNode } from "../lib/schema/tree"

export type ExplorerDataStatus = "partial" | "loading" | "error" | "complete"

/** True when some node's children were left out of the server-rendered part. */
export function isPartial(nodes: ExplorerNode[]): boolean {
  return nodes.some((node) => (node.childCount > 0 && !node.children) || isPartial(node.children ?? []))
}

/**
 * The explorer's tree: the server-rendered levels at first, the whole tree once `loadAll` has
 * fetched the page's JSON file. A failed fetch can be retried; the partial tree stays usable.
 */
export function useExplorerData(initial: ExplorerNode[], dataPath: string) {
  const [roots, setRoots] = useState(initial)
  const [status, setStatus] = useState<ExplorerDataStatus>(() => (isPartial(initial) ? "partial" : "complete"))
  const pending = useRef<Promise<ExplorerNode[] | null> | null>(null)
  const full = useRef<ExplorerNode[] | null>(isPartial(initial) ? null : initial)

  const loadAll = useCallback((): Promise<ExplorerNode[] | null> => {
    if (full.current) return Promise.resolve(full.current)
    if (pending.current) return pending.current
    setStatus("loading")
    pending.current = fetch(withPrefix(dataPath))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.json() as Promise<PackedNode[]>
      })
      // Parsing the file is a task of its own; unpacking and drawing wait for the next one.
      .then((packed) => nextTask().then(() => packed))
      .then((packed) => {
        const tree = unpackTree(packed)
        full.current = tree
        // A render React may slice, so that a big tree arriving does not hold the page.
        startTransition(() => {
          setRoots(tree)
          setStatus("complete")
        })
        return tree
      })
      .catch(() => {
        pending.current = null
        setStatus("error")
        return null
      })
    return pending.current
  }, [dataPath])

  return { roots, status, loadAll }
}
