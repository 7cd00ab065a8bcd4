/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The production browser bundle runs on Preact (gatsby/onCreateWebpackConfig.ts), and keeping
// the server's HTML relies on how Preact hydrates: so this file runs StaticHtml on Preact.
jest.mock("react", () => jest.requireActual("preact/compat"))
jest.mock("react/jsx-runtime", () => jest.requireActual("preact/jsx-runtime"))
jest.mock("react-dom", () => jest.requireActual("preact/compat"))

import React from "react"
import { hydrate, render } from "react-dom"
import { act } from "preact/test-utils"
import { hydrateServerHtml } from "../../../lib/hydration"
import StaticHtml from ".."

const serverHtml = '<div class="markdown"><p>Text from the <a href="/ja/docs/intro">server</a></p></div>'

function mdxBody() {
  return <p>Text rendered by the client</p>
}

describe("StaticHtml on Preact", () => {
  let container: HTMLElement
  beforeEach(() => {
    container = document.createElement("div")
    container.innerHTML = serverHtml
    document.body.appendChild(container)
  })
  afterEach(() => container.remove())

  it("keeps the server's HTML while the page hydrates, without rendering its children", () => {
    const body = jest.fn(mdxBody)
    act(() => hydrateServerHtml(() => hydrate(<StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>, container)))
    expect(body).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    // A later render of the same page (a hash change, a theme switch) leaves it alone too.
    act(() => render(<StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>, container))
    expect(body).not.toHaveBeenCalled()
    expect(container.textContent).toBe("Text from the server")
  })

  it("hydrates its children when the text is live", () => {
    const body = jest.fn(() => (
      <p>
        Text from the <a href="/ja/docs/intro">server</a>
      </p>
    ))
    act(() => hydrateServerHtml(() => hydrate(
            <StaticHtml className="markdown" live>
              {React.createElement(body)}
            </StaticHtml>,
            container,
          )))
    expect(body).toHaveBeenCalled()
    expect(container.textContent).toBe("Text from the server")
  })

  it("renders its children when it mounts after the first load (client-side navigation)", () => {
    container.innerHTML = ""
    const body = jest.fn(mdxBody)
    act(() => render(<StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>, container))
    expect(body).toHaveBeenCalled()
    expect(container.textContent).toBe("Text rendered by the client")
  })
})
