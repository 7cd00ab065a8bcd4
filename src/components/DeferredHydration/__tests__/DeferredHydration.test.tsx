import React, { useState } from "react"
import { act } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { whenFullyHydrated } from "../../../lib/first-load/hydration"
import DeferredHydration from ".."

function Explorer() {
  const [open, setOpen] = useState(false)
  return (
    <section>
      <button type="button" onClick={() => setOpen(true)}>
        {open ? "Collapse all" : "Expand all"}
      </button>
    </section>
  )
}

/** A part whose code never arrives: React must keep the server's markup meanwhile. */
function NeverReady(): React.ReactElement {
  throw new Promise(() => {})
}

function Page({ explorer }: { explorer: () => React.ReactElement }) {
  return (
    <div>
      <p>Before</p>
      <DeferredHydration>{React.createElement(explorer)}</DeferredHydration>
      <p>After</p>
    </div>
  )
}

// What the server sent for <Page>: React marks a Suspense boundary's content with comments.
const serverHtml =
  '<div><p>Before</p><!--$--><section><button type="button">Expand all</button></section><!--/$--><p>After</p></div>'

describe("DeferredHydration", () => {
  let container: HTMLElement
  let root: Root | undefined
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => {
    container = document.createElement("div")
    container.innerHTML = serverHtml
    document.body.appendChild(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
  })

  it("hydrates the part in place, and then it answers clicks", async () => {
    const serverButton = container.querySelector("button")
    const explorer = jest.fn(Explorer)
    let fully = false
    await act(async () => {
      root = hydrateRoot(container, <Page explorer={explorer} />, {
        onRecoverableError: (error) => {
          throw error
        },
      })
    })
    void whenFullyHydrated().then(() => (fully = true))
    expect(explorer).toHaveBeenCalled()
    const button = container.querySelector("button")!
    expect(button).toBe(serverButton)
    act(() => button.click())
    expect(button.textContent).toBe("Collapse all")
    await act(whenFullyHydrated)
    expect(fully).toBe(true)
  })

  it("keeps the server's markup while the part is not hydrated, and the page counts as not fully hydrated", async () => {
    let fully = false
    await act(async () => {
      root = hydrateRoot(container, <Page explorer={NeverReady} />, {
        onRecoverableError: (error) => {
          throw error
        },
      })
    })
    void whenFullyHydrated().then(() => (fully = true))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(container.innerHTML).toBe(serverHtml)
    expect(fully).toBe(false)
    // Leaving the page before the part hydrated must not keep the page waiting.
    act(() => root!.unmount())
    root = undefined
    await act(whenFullyHydrated)
    expect(fully).toBe(true)
  })
})
