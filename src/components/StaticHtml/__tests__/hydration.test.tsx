import React from "react"
import { act } from "react"
import { hydrateRoot, createRoot } from "react-dom/client"
import StaticHtml from ".."
import { setUpReactContainer } from "../../../../tests/unit/react-root"

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
  const page = setUpReactContainer()

  it("keeps the server's HTML while React hydrates the page, without rendering its children (production)", async () => {
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    page.container.innerHTML = serverHtml
    const body = jest.fn(ClientBody)
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      page.root = hydrateRoot(page.container, <StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>)
    })
    expect(body).not.toHaveBeenCalled()
    expect(page.container.innerHTML).toBe(serverHtml)
    // A later render of the same page (a hash change, a theme switch) leaves it alone too.
    await act(async () => page.root!.render(<StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>))
    expect(body).not.toHaveBeenCalled()
    expect(page.container.textContent).toBe("Text from the server")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    process.env.NODE_ENV = environment
  })

  it("hydrates its children under gatsby develop, so an edited doc shows at once", async () => {
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = "development"
    page.container.innerHTML = serverHtml
    const body = jest.fn(ServerBody)
    await act(async () => {
      page.root = hydrateRoot(page.container, <StaticHtml className="markdown">{React.createElement(body)}</StaticHtml>)
    })
    process.env.NODE_ENV = environment
    expect(body).toHaveBeenCalled()
    expect(page.container.textContent).toBe("Text from the server")
  })

  it("hydrates its children when the text is live", async () => {
    page.container.innerHTML = '<div><p>Text from the <a href="/ja/docs/intro">server</a></p></div>'
    const body = jest.fn(ServerBody)
    await act(async () => {
      page.root = hydrateRoot(page.container, <StaticHtml live>{React.createElement(body)}</StaticHtml>)
    })
    expect(body).toHaveBeenCalled()
    expect(page.container.textContent).toBe("Text from the server")
  })

  it("renders its children when it mounts after the first load (client-side navigation)", async () => {
    await act(async () => {
      page.root = createRoot(page.container)
      page.root.render(
        <StaticHtml>
          <ClientBody />
        </StaticHtml>,
      )
    })
    expect(page.container.textContent).toBe("Text rendered by the client")
  })
})
