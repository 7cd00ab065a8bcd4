import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import Dropdown from "../Dropdown"

function Menu() {
  return (
    <Dropdown label="Versions" position="right">
      {["1.0", "0.9", "0.8"].map((version) => (
        <li key={version}>
          <a href={`/docs/${version}`}>{version}</a>
        </li>
      ))}
    </Dropdown>
  )
}

describe("Dropdown", () => {
  const button = () => screen.getByRole("button", { name: "Versions" })
  const link = (name: string) => screen.getByRole("link", { name })
  const key = (element: Element | Document, name: string) => act(() => void fireEvent.keyDown(element, { key: name }))

  it("says it is closed while only its button has focus, and opens on ↓ with its first link focused", () => {
    render(<Menu />)
    act(() => button().focus())
    expect(button()).toHaveAttribute("aria-expanded", "false")
    key(button(), "ArrowDown")
    expect(button()).toHaveAttribute("aria-expanded", "true")
    expect(link("1.0")).toHaveFocus()
  })

  it("moves between its links with ↓, ↑, Home and End, wrapping round", () => {
    render(<Menu />)
    key(button(), "ArrowUp")
    expect(link("0.8")).toHaveFocus()
    key(link("0.8"), "ArrowDown")
    expect(link("1.0")).toHaveFocus()
    key(link("1.0"), "ArrowDown")
    expect(link("0.9")).toHaveFocus()
    key(link("0.9"), "End")
    expect(link("0.8")).toHaveFocus()
    key(link("0.8"), "Home")
    expect(link("1.0")).toHaveFocus()
  })

  it("closes on Escape and gives focus back to its button", () => {
    render(<Menu />)
    act(() => button().click())
    expect(button()).toHaveAttribute("aria-expanded", "true")
    key(button(), "ArrowDown")
    key(document, "Escape")
    expect(button()).toHaveAttribute("aria-expanded", "false")
    expect(button()).toHaveFocus()
  })

  it("marks itself as taken over by the script, so focus alone no longer opens it", () => {
    const { container } = render(<Menu />)
    expect(container.firstElementChild).toHaveAttribute("data-enhanced")
  })
})
