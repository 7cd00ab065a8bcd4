// Hydration of the server's HTML in the browser, in parts:
// - while the page's first render runs (`hydrateServerHtml`), components can tell they are
//   hydrating. Preact (the production browser bundle, gatsby/onCreateWebpackConfig.ts) hydrates
//   synchronously inside it; React (gatsby develop) renders later, when this is false again, so
//   under React every part of the page simply hydrates at once;
// - parts of the page may hydrate later, each in a task of its own (components/DeferredHydration),
//   and `whenFullyHydrated` tells when the last of them is done.
let hydrating = false
const pendingParts = new Set<Promise<void>>()

export function hydrateServerHtml(hydrate: () => void): void {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
}

export const isHydratingServerHtml = (): boolean => hydrating

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
