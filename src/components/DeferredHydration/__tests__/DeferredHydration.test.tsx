import React, { useState } from "react"
import { act } from "react"
import { hydrateRoot } from "react-dom/client"
import { whenFullyHydrated } from "../../../lib/first-load/hydration"
import DeferredHydration from ".."
import { setUpReactContainer } from "../../../../tests/unit/react-root"

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
  const page = setUpReactContainer()
  beforeEach(() => {
    page.container.innerHTML = serverHtml
  })

  it("hydrates the part in place, and then it answers clicks", async () => {
    const serverButton = page.container.querySelector("button")
    const explorer = jest.fn(Explorer)
    let fully = false
    await act(async () => {
      page.root = hydrateRoot(page.container, <Page explorer={explorer} />, {
        onRecoverableError: (error) => {
          throw error
        },
      })
    })
    void whenFullyHydrated().then(() => (fully = true))
    expect(explorer).toHaveBeenCalled()
    const button = page.container.querySelector("button")!
    expect(button).toBe(serverButton)
    act(() => button.click())
    expect(button.textContent).toBe("Collapse all")
    await act(whenFullyHydrated)
    expect(fully).toBe(true)
  })

  it("keeps the server's markup while the part is not hydrated, and the page counts as not fully hydrated", async () => {
    let fully = false
    await act(async () => {
      page.root = hydrateRoot(page.container, <Page explorer={NeverReady} />, {
        onRecoverableError: (error) => {
          throw error
        },
      })
    })
    void whenFullyHydrated().then(() => (fully = true))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(page.container.innerHTML).toBe(serverHtml)
    expect(fully).toBe(false)
    // Leaving the page before the part hydrated must not keep the page waiting.
    act(() => page.root!.unmount())
    page.root = undefined
    await act(whenFullyHydrated)
    expect(fully).toBe(true)
  })
})
