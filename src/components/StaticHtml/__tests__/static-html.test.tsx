import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { navigate } from "gatsby"
import { renderInLocale } from "../../../../tests/unit/render"
import { copiedForMs } from "../../../lib/first-load/static-html"
import CodeBlock from "../../CodeBlock"
import StaticHtml from ".."

const navigateMock = navigate as unknown as jest.Mock

function renderText() {
  return renderInLocale(
    <StaticHtml>
      <p>
        <a href="/en/docs/intro">Intro</a> <a href="/en/docs/intro?x=1#why">Why</a>{" "}
        <a href="https://github.com/tiangong-lca/tidas">GitHub</a>{" "}
        <a href="/schemas/tidas_processes.json">Schema file</a> <a href="#here">Here</a>{" "}
        <a href="/en/blog" target="_blank">
          Blog
        </a>
      </p>
      <CodeBlock data-title="contact.json" data-language="json">
        <code>
          <span className="code-line">{'{"a": 1}\n'}</span>
        </code>
      </CodeBlock>
    </StaticHtml>,
  )
}

describe("StaticHtml", () => {
  beforeEach(() => navigateMock.mockClear())

  it("opens site links client-side, keeping query and hash", () => {
    renderText()
    fireEvent.click(screen.getByRole("link", { name: "Intro" }))
    expect(navigateMock).toHaveBeenCalledWith("/en/docs/intro")
    fireEvent.click(screen.getByRole("link", { name: "Why" }))
    expect(navigateMock).toHaveBeenLastCalledWith("/en/docs/intro?x=1#why")
  })

  it("leaves other sites, files, same-page anchors, new windows and modified clicks to the browser", () => {
    // jsdom cannot follow links: stop them after StaticHtml has seen the click.
    const stop = (event: Event) => event.preventDefault()
    document.addEventListener("click", stop)
    renderText()
    for (const name of ["GitHub", "Schema file", "Here", "Blog"]) fireEvent.click(screen.getByRole("link", { name }))
    const intro = screen.getByRole("link", { name: "Intro" })
    fireEvent.click(intro, { ctrlKey: true })
    fireEvent.click(intro, { button: 1 })
    document.removeEventListener("click", stop)
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it("copies a code block's text and says so for a while", async () => {
    jest.useFakeTimers()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderText()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" }))
    })
    expect(writeText).toHaveBeenCalledWith('{"a": 1}')
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Copied")
    act(() => jest.advanceTimersByTime(copiedForMs))
    expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("")
    jest.useRealTimers()
  })
})
