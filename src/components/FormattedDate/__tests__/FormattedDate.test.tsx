import React from "react"
import { act } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import FormattedDate from ".."
import { formatDate } from "../../../lib/dates"
import { setUpReactContainer } from "../../../../tests/unit/react-root"

jest.mock("../../../lib/dates", () => {
  const actual = jest.requireActual("../../../lib/dates")
  return { formatDate: jest.fn(actual.formatDate) }
})
const format = formatDate as jest.MockedFunction<typeof formatDate>

describe("FormattedDate", () => {
  const page = setUpReactContainer("p")
  beforeEach(() => {
    format.mockClear()
  })

  it("keeps the server's text while the page hydrates, without formatting the date again", async () => {
    const serverHtml = '<time datetime="2025-08-25">2025年8月25日</time>'
    page.container.innerHTML = serverHtml
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      page.root = hydrateRoot(page.container, <FormattedDate value="2025-08-25" locale="ja" />)
    })
    expect(format).not.toHaveBeenCalled()
    expect(page.container.innerHTML).toBe(serverHtml)
    // A later render of the same page (a theme switch) leaves the text alone too.
    await act(async () => page.root!.render(<FormattedDate value="2025-08-25" locale="ja" />))
    expect(page.container.textContent).toBe("2025年8月25日")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("formats the date in the locale's words when rendered on the client", async () => {
    page.root = createRoot(page.container)
    await act(async () => page.root!.render(<FormattedDate value="2025-08-25" locale="en" />))
    expect(page.container.innerHTML).toBe('<time datetime="2025-08-25">August 25, 2025</time>')
    await act(async () => page.root!.render(<FormattedDate value="2025-08-25T10:00:00.000Z" locale="ja" />))
    expect(page.container.textContent).toBe("2025年8月25日")
  })
})
