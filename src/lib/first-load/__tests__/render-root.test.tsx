import React, { act } from "react"
import { renderToString } from "react-dom/server"
import { renderRoot } from "../render-root"

function Page() {
  return (
    <div id="gatsby-focus-wrapper">
      <p>Server text</p>
    </div>
  )
}

function Indicator() {
  return <p role="status">Preparing the page</p>
}

let errors: jest.SpyInstance
const rendered: Array<() => void> = []
const render = (...args: Parameters<typeof renderRoot>) => {
  const unmount = renderRoot(...args)
  rendered.push(unmount)
  return unmount
}

// Tells React that `act` is in use, as Testing Library does for its own renders.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

beforeEach(() => {
  document.body.innerHTML = `<div id="___gatsby">${renderToString(<Page />)}</div>`
  errors = jest.spyOn(console, "error")
})

afterEach(() => {
  act(() => rendered.splice(0).forEach((unmount) => unmount()))
  errors.mockRestore()
})

const pageRoot = () => document.getElementById("___gatsby")!

describe("renderRoot", () => {
  it("hydrates the page's server HTML, keeping its elements", async () => {
    const paragraph = pageRoot().querySelector("p")
    await act(async () => {
      render(<Page />, pageRoot())
    })
    expect(pageRoot().querySelector("p")).toBe(paragraph)
    expect(errors).not.toHaveBeenCalled()
  })

  it("renders another container from scratch while the page holds server HTML", async () => {
    // gatsby develop's loading indicator mounts in an empty element of its own.
    const indicator = document.body.appendChild(document.createElement("first-render-loading-indicator"))
    let unmount = () => {}
    await act(async () => {
      unmount = render(<Indicator />, indicator)
    })
    expect(indicator.textContent).toBe("Preparing the page")
    expect(errors).not.toHaveBeenCalled()

    // Gatsby removes the indicator with the returned function, not with unmountComponentAtNode.
    act(() => unmount())
    expect(indicator.textContent).toBe("")
    expect(errors).not.toHaveBeenCalled()
  })

  it("renders the page's root from scratch when asked to", async () => {
    const paragraph = pageRoot().querySelector("p")
    await act(async () => {
      render(<Page />, pageRoot(), true)
    })
    expect(pageRoot().querySelector("p")).not.toBe(paragraph)
    expect(pageRoot().textContent).toBe("Server text")
  })
})
