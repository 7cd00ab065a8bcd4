import React from "react"
import { act } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import FormattedDate from ".."
import { formatDate } from "../../../lib/dates"

jest.mock("../../../lib/dates", () => {
  const actual = jest.requireActual("../../../lib/dates")
  return { formatDate: jest.fn(actual.formatDate) }
})
const format = formatDate as jest.MockedFunction<typeof formatDate>

describe("FormattedDate", () => {
  let container: HTMLElement
  let root: Root | undefined
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => {
    format.mockClear()
    container = document.createElement("p")
    document.body.appendChild(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
  })

  it("keeps the server's text while the page hydrates, without formatting the date again", async () => {
    const serverHtml = '<time datetime="2025-08-25">2025年8月25日</time>'
    container.innerHTML = serverHtml
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      root = hydrateRoot(container, <FormattedDate value="2025-08-25" locale="ja" />)
    })
    expect(format).not.toHaveBeenCalled()
    expect(container.innerHTML).toBe(serverHtml)
    // A later render of the same page (a theme switch) leaves the text alone too.
    await act(async () => root!.render(<FormattedDate value="2025-08-25" locale="ja" />))
    expect(container.textContent).toBe("2025年8月25日")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("formats the date in the locale's words when rendered on the client", async () => {
    root = createRoot(container)
    await act(async () => root!.render(<FormattedDate value="2025-08-25" locale="en" />))
    expect(container.innerHTML).toBe('<time datetime="2025-08-25">August 25, 2025</time>')
    await act(async () => root!.render(<FormattedDate value="2025-08-25T10:00:00.000Z" locale="ja" />))
    expect(container.textContent).toBe("2025年8月25日")
  })
})
