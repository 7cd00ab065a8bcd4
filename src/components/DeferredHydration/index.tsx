import React, { Suspense, useEffect, useMemo, useState } from "react"
import { deferPart, useIsHydrating } from "../../lib/first-load/hydration"

const nothingPending = () => {}

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactElement }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Hydrates its children (one element) after the rest of the page: React hydrates what a
 * Suspense boundary holds in a pass of its own, at idle priority and in slices of a few
 * milliseconds, and at once if the reader interacts with it first. Until then the server's
 * markup shows but does not respond, and the page's first hydration stays short.
 *
 * The boundary's element is memoized on its children: a re-render of this component alone
 * (the hydration check settling) then reaches the boundary with the same props, and React keeps
 * waiting instead of rendering the part again from scratch.
 */
export default function DeferredHydration({ children }: { children: React.ReactElement }) {
  const hydrating = useIsHydrating()
  const [hydrated] = useState(() => (hydrating ? deferPart() : nothingPending))
  // Leaving the page before the part hydrated must not keep the page "not fully hydrated".
  useEffect(() => hydrated, [hydrated])
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Hydrated onHydrated={hydrated}>{children}</Hydrated>
      </Suspense>
    ),
    [children, hydrated],
  )
}
