import { act } from "react"
import type { Root } from "react-dom/client"

export interface ReactContainer {
  /** A fresh element in the document for each test. */
  container: HTMLElement
  /** The test's root (from `hydrateRoot` or `createRoot`), unmounted after the test. */
  root: Root | undefined
}

/**
 * For tests that hydrate server markup with react-dom's own roots, which Testing Library's
 * `render` cannot do: tells React that `act` is in use, gives each test a fresh container in the
 * document, and unmounts the test's root and removes the container after it. Call it in a
 * `describe` block; read the fields inside the tests.
 */
export function setUpReactContainer(tagName: keyof HTMLElementTagNameMap = "div"): ReactContainer {
  const state: ReactContainer = { container: document.createElement(tagName), root: undefined }
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  })
  beforeEach(() => {
    state.container = document.body.appendChild(document.createElement(tagName))
  })
  afterEach(() => {
    act(() => state.root?.unmount())
    state.root = undefined
    state.container.remove()
  })
  return state
}
