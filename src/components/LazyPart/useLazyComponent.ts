import { useCallback, useEffect, useState, type ComponentType } from "react"

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>

type State<P> =
  { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; Component: ComponentType<P> }

// Components already loaded, by loader: a part shown again renders at once. Failures are not
// kept: React.lazy would cache the rejected promise, while a retry must call import() afresh
// (webpack forgets a chunk that failed to load, so the new call requests it again).
const loaded = new WeakMap<Loader<never>, ComponentType<never>>()

function loadInto<P>(load: Loader<P>): Promise<ComponentType<P>> {
  return load().then((module) => {
    loaded.set(load as Loader<never>, module.default as ComponentType<never>)
    return module.default
  })
}

/** Starts loading a part ahead of time, e.g. when the pointer rests on the button that opens it. */
export function preloadPart<P>(load: Loader<P>): void {
  if (!loaded.has(load as Loader<never>)) loadInto(load).catch(() => undefined)
}

export function useLazyComponent<P>(load: Loader<P>): { state: State<P>; retry: () => void } {
  const cached = () => loaded.get(load as Loader<never>) as ComponentType<P> | undefined
  const [state, setState] = useState<State<P>>(() => {
    const Component = cached()
    return Component ? { status: "ready", Component } : { status: "loading" }
  })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const Component = cached()
    if (Component) {
      setState((current) =>
        current.status === "ready" && current.Component === Component ? current : { status: "ready", Component },
      )
      return undefined
    }
    let active = true
    setState({ status: "loading" })
    loadInto(load).then(
      (Component) => active && setState({ status: "ready", Component }),
      (error: unknown) => active && setState({ status: "error", error }),
    )
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
