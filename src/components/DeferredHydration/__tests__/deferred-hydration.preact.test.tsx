/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Deferred hydration relies on how Preact (the production browser bundle) resumes a component
// that suspended while hydrating: so this file runs on Preact.
jest.mock("react", () => jest.requireActual("preact/compat"))
jest.mock("react/jsx-runtime", () => jest.requireActual("preact/jsx-runtime"))
jest.mock("react-dom", () => jest.requireActual("preact/compat"))

import React, { useState } from "react"
import { hydrate, unmountComponentAtNode } from "react-dom"
import { act } from "preact/test-utils"
import { hydrateServerHtml, whenFullyHydrated } from "../../../lib/hydration"
import DeferredHydration from ".."

const serverHtml = '<p>Before</p><section><button type="button">Expand all</button></section><p>After</p>'

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

function Page({ explorer }: { explorer: () => React.ReactElement }) {
  return (
    <div>
      <p>Before</p>
      <DeferredHydration>{React.createElement(explorer)}</DeferredHydration>
      <p>After</p>
    </div>
  )
}

describe("DeferredHydration on Preact", () => {
  let container: HTMLElement
  let idle: Array<() => void>
  beforeEach(() => {
    idle = []
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as unknown as typeof window.requestIdleCallback
    container = document.createElement("div")
    container.innerHTML = `<div>${serverHtml}</div>`
    document.body.appendChild(container)
  })
  afterEach(() => container.remove())

  it("keeps the server's markup while the page hydrates, then hydrates it once the browser is idle", async () => {
    const explorer = jest.fn(Explorer)
    let fully = false
    const serverButton = container.querySelector("button")
    act(() => hydrateServerHtml(() => hydrate(<Page explorer={explorer} />, container)))
    void whenFullyHydrated().then(() => (fully = true))
    expect(explorer).not.toHaveBeenCalled()
    expect(container.firstElementChild!.innerHTML).toBe(serverHtml)
    expect(idle).toHaveLength(1)

    await act(async () => {
      idle[0]()
      await Promise.resolve()
    })
    expect(explorer).toHaveBeenCalled()
    // Hydrated in place: the same button, now answering clicks.
    const button = container.querySelector("button")!
    expect(button).toBe(serverButton)
    act(() => button.click())
    expect(button.textContent).toBe("Collapse all")
    expect(container.firstElementChild!.children).toHaveLength(3)
    await act(async () => {
      await whenFullyHydrated()
    })
    expect(fully).toBe(true)
  })

  it("does not keep the page waiting when it goes away before the browser was idle", async () => {
    const explorer = jest.fn(Explorer)
    act(() => hydrateServerHtml(() => hydrate(<Page explorer={explorer} />, container)))
    act(() => {
      unmountComponentAtNode(container)
    })
    await act(async () => {
      await whenFullyHydrated()
    })
    expect(explorer).not.toHaveBeenCalled()
  })
})
