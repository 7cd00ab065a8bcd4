import React from "react"
import { act } from "react"
import { hydrateRoot, createRoot, type Root } from "react-dom/client"
import StaticHtml from ".."

function ServerBody() {
  return (
    <p>
      Text from the <a href="/ja/docs/intro">server</a>
    </p>
  )
}

// What the server sent: StaticHtml renders its children there (server-rendering.test.tsx).
const serverHtml = '<div class="markdown"><p>Text from the <a href="/ja/docs/intro">server</a></p></div>'

function ClientBody() {
  return <p>Text rendered by the client</p>
}

describe("StaticHtml", () => {
  let container: HTMLElement
  let root: Root | undefined
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => {
    container = document.createElement("div")
    document.body.appendChild(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
  })

  it("keeps the server's HTML while React hydrates the page, without rendering its children (production)", async () => {
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    container.innerHTML = serverHtml
    const body = jest.fn(ClientBody)
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      root = hydrateRoot(container, <StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>)
    })
    expect(body).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    // A later render of the same page (a hash change, a theme switch) leaves it alone too.
    await act(async () => root!.render(<StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>))
    expect(body).not.toHaveBeenCalled()
    expect(container.textContent).toBe("Text from the server")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    process.env.NODE_ENV = environment
  })

  it("hydrates its children under gatsby develop, so an edited doc shows at once", async () => {
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = "development"
    container.innerHTML = serverHtml
    const body = jest.fn(ServerBody)
    await act(async () => {
      root = hydrateRoot(container, <StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>)
    })
    process.env.NODE_ENV = environment
    expect(body).toHaveBeenCalled()
    expect(container.textContent).toBe("Text from the server")
  })

  it("hydrates its children when the text is live", async () => {
    container.innerHTML = '<div><p>Text from the <a href="/ja/docs/intro">server</a></p></div>'
    const body = jest.fn(ServerBody)
    await act(async () => {
      root = hydrateRoot(container, <StaticHtml live>{React.createElement(body)}</StaticHtml>)
    })
    expect(body).toHaveBeenCalled()
    expect(container.textContent).toBe("Text from the server")
  })

  it("renders its children when it mounts after the first load (client-side navigation)", async () => {
    await act(async () => {
      root = createRoot(container)
      root.render(
        <StaticHtml>
          <ClientBody />
        </StaticHtml>,
      )
    })
    expect(container.textContent).toBe("Text rendered by the client")
  })
})
