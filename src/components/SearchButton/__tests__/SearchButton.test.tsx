import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { renderInLocale } from "../../../../tests/unit/render"
import SearchButton from ".."

const mockSearch = jest.fn()
jest.mock("../../../lib/search/client", () => ({
  getSearchClient: () => Promise.resolve({ search: mockSearch }),
  contextFacetFilters: () => [],
}))

function setup(locale: "en" | "zh-CN" | "ja" = "en") {
  renderInLocale(
    <>
      <input aria-label="elsewhere" />
      <SearchButton version="current" />
    </>,
    locale,
  )
  return screen.getByRole("button", { name: locale === "en" ? "Search" : locale === "ja" ? "検索" : "搜索" })
}

const dialog = () => screen.findByRole("dialog")
const noDialog = () => expect(screen.queryByRole("dialog")).toBeNull()
const flush = () => act(async () => undefined)

beforeEach(() => {
  mockSearch.mockReset()
  mockSearch.mockImplementation(([request]) =>
    Promise.resolve({
      results: [
        {
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 20,
          processingTimeMS: 0,
          exhaustiveNbHits: true,
          query: request.params.query,
          params: "",
          index: "x",
        },
      ],
    }),
  )
})

describe("SearchButton", () => {
  it("shows the label and the shortcut, and opens the modal on click", async () => {
    const button = setup()
    expect(button).toHaveTextContent("Search")
    expect(button).toHaveTextContent("CtrlK")
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K")
    fireEvent.click(button)
    expect(await dialog()).toHaveAccessibleName("Search the documentation")
    expect(screen.getByRole("combobox")).toHaveFocus()
    await flush()
  })

  it("opens with / and with Ctrl+K or Cmd+K anywhere but in a form field; Ctrl+K closes it again", async () => {
    const button = setup()
    fireEvent.keyDown(screen.getByRole("textbox", { name: "elsewhere" }), { key: "/" })
    fireEvent.keyDown(screen.getByRole("textbox", { name: "elsewhere" }), { key: "k", ctrlKey: true })
    await flush()
    noDialog()
    expect(fireEvent.keyDown(document.body, { key: "/" })).toBe(false)
    await dialog()
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "k", ctrlKey: true })
    noDialog()
    expect(button).toHaveFocus()
    fireEvent.keyDown(document.body, { key: "K", metaKey: true })
    await dialog()
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "k", metaKey: true })
    noDialog()
    fireEvent.keyDown(document.body, { key: "k", ctrlKey: true })
    await dialog()
    await flush()
  })

  it("opens with the character typed on the focused button as the query", async () => {
    const button = setup("ja")
    button.focus()
    expect(fireEvent.keyDown(button, { key: "ス" })).toBe(false)
    await dialog()
    expect(screen.getByRole("combobox")).toHaveValue("ス")
    await flush()
  })

  it("closes on Escape, returns focus to the button, remembers the query, and forgets it on a second Escape", async () => {
    const button = setup()
    fireEvent.click(button)
    await dialog()
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "validation" } })
    await flush()
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" })
    noDialog()
    expect(button).toHaveFocus()
    fireEvent.click(button)
    await dialog()
    expect(screen.getByRole("combobox")).toHaveValue("validation")
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" })
    noDialog()
    // The panel is closed: this Escape clears the remembered query.
    fireEvent.keyDown(button, { key: "Escape" })
    fireEvent.click(button)
    await dialog()
    expect(screen.getByRole("combobox")).toHaveValue("")
    await flush()
  })

  it("keeps the query when the Escape was meant for a form field or a menu", async () => {
    const button = setup()
    fireEvent.click(button)
    await dialog()
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "schema" } })
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" })
    fireEvent.keyDown(screen.getByRole("textbox", { name: "elsewhere" }), { key: "Escape" })
    const menu = document.createElement("button")
    menu.setAttribute("aria-haspopup", "true")
    document.body.append(menu)
    fireEvent.keyDown(menu, { key: "Escape" })
    fireEvent.click(button)
    await dialog()
    expect(screen.getByRole("combobox")).toHaveValue("schema")
    menu.remove()
    await flush()
  })

  it("closes on a click outside the panel", async () => {
    const button = setup()
    fireEvent.click(button)
    const panel = await dialog()
    fireEvent.mouseDown(panel.parentElement!)
    fireEvent.mouseUp(panel.parentElement!)
    fireEvent.click(panel.parentElement!)
    noDialog()
    expect(button).toHaveFocus()
    await flush()
  })
})
