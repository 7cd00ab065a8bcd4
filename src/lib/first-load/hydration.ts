import { useState, useSyncExternalStore } from "react"

// Hydration of the server's HTML, in parts, with React 18's own mechanisms:
// - `useIsHydrating` is true while React hydrates a component from the server's HTML, false
//   in server rendering and in any render after hydration, including components mounted by
//   client-side navigation. React reads the server snapshot exactly while hydrating, so this
//   holds under `hydrateRoot` in a production build and in `gatsby develop` alike.
// - Parts inside a Suspense boundary are hydrated by React in a pass of their own, at idle
//   priority and in short slices (components/DeferredHydration). `whenFullyHydrated` tells
//   when the last of them is done.

const noSubscription = () => () => {}

export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof window !== "undefined",
  )
}

/**
 * The same empty markup on every render, for an element that keeps what the server wrote inside
 * it: React writes innerHTML only when `__html` changes, and never while hydrating.
 */
export const serverMarkup = { __html: "" }

/**
 * True for the whole life of a component first rendered while hydrating. A component that keeps
 * the server's markup (with `serverMarkup`) must keep it for good: a later render cannot bring
 * back the children it never rendered.
 */
export function useFirstRenderedWhileHydrating(): boolean {
  const hydrating = useIsHydrating()
  const [first] = useState(hydrating)
  return first
}

const pendingParts = new Set<Promise<void>>()

/** Registers a part that hydrates later; call the returned function once it has. */
export function deferPart(): () => void {
  let done = () => {}
  const part = new Promise<void>((resolve) => {
    done = resolve
  })
  pendingParts.add(part)
  return () => {
    pendingParts.delete(part)
    done()
  }
}

/** Resolves once every deferred part has hydrated, including parts deferred meanwhile. */
export async function whenFullyHydrated(): Promise<void> {
  while (pendingParts.size) await Promise.all([...pendingParts])
}

/** Runs `callback` when the browser is idle, in a task of its own. */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => callback(), { timeout: 1000 })
  else setTimeout(callback, 1)
}
