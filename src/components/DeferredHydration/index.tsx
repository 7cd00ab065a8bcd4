import React, { Suspense, useEffect, useState } from "react"
import { deferPart, isHydratingServerHtml, whenIdle } from "../../lib/hydration"

interface Gate {
  open: boolean
  opened: Promise<void>
  hydrated: () => void
}

function idleGate(): Gate {
  const gate = { open: false, hydrated: deferPart() } as Gate
  gate.opened = new Promise<void>((resolve) =>
    whenIdle(() => {
      gate.open = true
      resolve()
    }),
  )
  return gate
}

function Waiting({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  // Preact keeps the server's markup of a component that suspends while hydrating, and
  // hydrates it when the promise settles.
  if (!gate.open) throw gate.opened
  return <Hydrated gate={gate}>{children}</Hydrated>
}

function Hydrated({ gate, children }: { gate: Gate; children: React.ReactNode }) {
  useEffect(() => gate.hydrated(), [gate])
  return <>{children}</>
}

/**
 * Hydrates its children (one element) in a task of their own once the browser is idle, not in
 * the page's first hydration: a long first task is what phones feel as a frozen page (issue 8:
 * total blocking time). Until then the server's markup shows but does not respond. On the
 * server, after client-side navigation and under React it renders its children directly.
 */
export default function DeferredHydration({ children }: { children: React.ReactElement }) {
  const [gate] = useState(() => (isHydratingServerHtml() ? idleGate() : null))
  // Leaving the page before the part hydrated must not keep the page "not fully hydrated".
  useEffect(() => () => gate?.hydrated(), [gate])
  if (!gate) return children
  return (
    <Suspense fallback={null}>
      <Waiting gate={gate}>{children}</Waiting>
    </Suspense>
  )
}
