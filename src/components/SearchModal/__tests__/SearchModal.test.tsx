import React, { useState } from "react"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { renderInLocale } from "../../../../tests/unit/render"
import type { Locale } from "../../../config/locales"
import { searchConfig } from "../../../config/search"
import { siteConfig } from "../../../config/site"
import SearchModal from ".."
import { stallDelayMs } from "../useModalSearch"
import { makeHit, makeResponse } from "./fixtures"

const mockSearch = jest.fn()
const mockGetClient = jest.fn()
jest.mock("../../../lib/search/client", () => ({
  getSearchClient: () => mockGetClient(),
  contextFacetFilters: (language: string, version: string) => [
    `language:${language}`,
    ["docusaurus_tag:default", `docusaurus_tag:docs-default-${version}`],
  ],
}))

function Harness({ initial = "", onClose, locale }: { initial?: string; onClose: () => void; locale?: Locale }) {
  const [query, setQuery] = useState(initial)
  return (
    <SearchModal
      query={query}
      onQueryChange={setQuery}
      onClose={onClose}
      version={locale === "ja" ? "1.0.0" : "current"}
    />
  )
}

function open({ initial = "", locale = "en" as Locale } = {}) {
  const onClose = jest.fn()
  const view = renderInLocale(<Harness initial={initial} onClose={onClose} locale={locale} />, locale)
  return { onClose, view, input: screen.getByRole("combobox") as HTMLInputElement }
}

const flush = () => act(async () => undefined)
const activeOption = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")

/** Recent searches and favourites in storage, as the modal writes them. */
function storeHistory({ recent = [] as string[], favorites = [] as string[] }) {
  const stored = (ids: string[]) =>
    ids.map((id) => {
      const { objectID, url, hierarchy, type, content } = makeHit(id)
      return { objectID, url, hierarchy, type, content }
    })
  localStorage.setItem(`search-recent-${searchConfig.indexName}`, JSON.stringify(stored(recent)))
  localStorage.setItem(`search-favorites-${searchConfig.indexName}`, JSON.stringify(stored(favorites)))
}

/** The row of the stored search whose link is named `name`. */
const storedRow = (name: string) => screen.getByRole("link", { name }).closest<HTMLElement>('[role="row"]')!

// jsdom neither focuses a button on a click nor turns Enter on it into a click, as browsers do.
const clickButton = (button: HTMLElement) => {
  button.focus()
  fireEvent.click(button)
}
const pressEnterOn = (button: HTMLElement) => {
  button.focus()
  fireEvent.keyDown(button, { key: "Enter" })
  fireEvent.click(button)
}

beforeEach(() => {
  localStorage.clear()
  mockSearch.mockReset()
  mockGetClient.mockReset()
  mockGetClient.mockResolvedValue({ search: mockSearch })
  ;(navigate as jest.Mock).mockReset()
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  // jsdom has no scrollIntoView; a test that watches scrolling puts one in.
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

/**
 * Ctrl+Enter opens the first item in a new tab; after ↓, Cmd+Enter opens the second in a new tab
 * and Shift+Enter in a new window; the page itself goes nowhere.
 */
function opensOutsideTheDialog(input: HTMLElement, openWindow: jest.SpyInstance, [first, second]: [string, string]) {
  fireEvent.keyDown(input, { key: "Enter", ctrlKey: true })
  expect(openWindow).toHaveBeenLastCalledWith(first, "_blank", "noopener")
  fireEvent.keyDown(input, { key: "ArrowDown" })
  fireEvent.keyDown(input, { key: "Enter", metaKey: true })
  expect(openWindow).toHaveBeenLastCalledWith(second, "_blank", "noopener")
  fireEvent.keyDown(input, { key: "Enter", shiftKey: true })
  expect(openWindow).toHaveBeenLastCalledWith(second, "_blank", "noopener,popup")
  expect(navigate).not.toHaveBeenCalled()
}

describe("SearchModal", () => {
  it("is a labelled modal dialog with a 64-character combobox", async () => {
    mockSearch.mockImplementation(([request]) => Promise.resolve(makeResponse(request.params.query, [])))
    const { input } = open({ locale: "ja" })
    const dialog = screen.getByRole("dialog", { name: "ドキュメントを検索" })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(input).toHaveAttribute("placeholder", "ドキュメントを検索")
    expect(input).toHaveAttribute("maxLength", "64")
    expect(input).toHaveFocus()
    fireEvent.change(input, { target: { value: "x".repeat(100) } })
    expect(input.value).toHaveLength(64)
    expect(document.body.style.overflow).toBe("hidden")
    await flush()
  })

  it("asks for the reader's locale and docs version with DocSearch's parameters", async () => {
    mockSearch.mockResolvedValue(makeResponse("schema", []))
    open({ initial: "schema", locale: "ja" })
    await flush()
    const [[requests]] = mockSearch.mock.calls
    expect(requests).toEqual([
      expect.objectContaining({
        indexName: searchConfig.indexName,
        params: expect.objectContaining({
          query: "schema",
          hitsPerPage: 20,
          facetFilters: ["language:ja", ["docusaurus_tag:default", "docusaurus_tag:docs-default-1.0.0"]],
          attributesToSnippet: expect.arrayContaining(["hierarchy.lvl1:10", "hierarchy.lvl6:10", "content:10"]),
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
          snippetEllipsisText: "…",
          clickAnalytics: false,
        }),
      }),
    ])
  })

  it("groups hits by lvl0 in order of appearance, at most maxResultsPerGroup each", async () => {
    const hits = [
      makeHit("a1"),
      makeHit("b1", { lvl0: "Blog" }),
      ...["a2", "a3", "a4", "a5", "a6", "a7"].map((id) => makeHit(id)),
      makeHit("b2", { lvl0: "Blog" }),
    ]
    mockSearch.mockResolvedValue(makeResponse("page", hits, 42))
    open({ initial: "page" })
    await flush()
    const groups = within(screen.getByRole("listbox", { name: "Search results" })).getAllByRole("group")
    expect(
      groups.map(
        (group) =>
          group.getAttribute("aria-labelledby") &&
          document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["Docs", "Blog"])
    expect(within(groups[0]).getAllByRole("option")).toHaveLength(searchConfig.maxResultsPerGroup)
    expect(
      within(groups[1])
        .getAllByRole("option")
        .map((option) => option.getAttribute("href")),
    ).toEqual(["/en/docs/b1", "/en/docs/b2"])
    expect(screen.getByRole("link", { name: "See all 42 results" })).toHaveAttribute("href", "/en/search?q=page")
  })

  it("shows the title, heading and paragraph of each hit type with the matches marked", async () => {
    const hits = [
      makeHit("p", { lvl1: "Unit groups", mark: "Unit" }),
      makeHit("h", { lvl1: "Flows", lvl2: "Unit of a flow", type: "lvl2", mark: "Unit", url: "/en/docs/flows#unit" }),
      makeHit("c", {
        lvl1: "Glossary",
        lvl2: "Terms",
        type: "content",
        content: "A unit group lists units.",
        mark: "unit",
        url: "/en/docs/glossary#terms",
      }),
    ]
    mockSearch.mockResolvedValue(makeResponse("unit", hits))
    open({ initial: "unit" })
    await flush()
    const [page, heading, content] = screen.getAllByRole("option")
    expect(page).toHaveTextContent("Unit groups")
    expect(page.querySelector("mark")).toHaveTextContent("Unit")
    expect(heading).toHaveTextContent(/^Unit of a flow\s*Flows$/)
    expect(content).toHaveTextContent("A unit group lists units.Glossary › Terms")
    expect([...content.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["unit", "unit"])
  })

  it("moves through the hits with the arrow keys, wrapping, and opens one with Enter", async () => {
    mockSearch.mockResolvedValue(
      makeResponse("x", [makeHit("a1"), makeHit("a2"), makeHit("b1", { lvl0: "Blog", url: "/en/blog/b1#part" })]),
    )
    const { input, onClose } = open({ initial: "x" })
    await flush()
    expect(input).toHaveAttribute("aria-expanded", "true")
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/a1")
    expect(activeOption(input)).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(input, { key: "ArrowUp" })
    expect(activeOption(input)).toHaveAttribute("href", "/en/blog/b1#part")
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/a2")
    fireEvent.keyDown(input, { key: "ArrowUp" })
    fireEvent.keyDown(input, { key: "ArrowUp" })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(navigate).toHaveBeenCalledWith("/en/blog/b1#part")
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("opens a hit in a new tab with Ctrl/Cmd+Enter and in a new window with Shift+Enter, staying open", async () => {
    const openWindow = jest.spyOn(window, "open").mockImplementation(() => null)
    mockSearch.mockResolvedValue(makeResponse("x", [makeHit("a1"), makeHit("a2")]))
    const { input, onClose } = open({ initial: "x" })
    await flush()
    opensOutsideTheDialog(input, openWindow, ["/en/docs/a1", "/en/docs/a2"])
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole("dialog")).toBeInTheDocument()
  })

  it("keeps the active hit when the same query is answered again with more hits", async () => {
    let notify = () => undefined as void
    mockGetClient.mockResolvedValue({
      search: mockSearch,
      subscribe: (listener: () => void) => ((notify = listener), () => undefined),
    })
    mockSearch
      .mockResolvedValueOnce(makeResponse("x", [makeHit("a1"), makeHit("a2")]))
      .mockResolvedValueOnce(makeResponse("x", [makeHit("new"), makeHit("a1"), makeHit("a2")]))
    const { input } = open({ initial: "x" })
    await flush()
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/a2")
    await act(async () => notify())
    expect(screen.getAllByRole("option")).toHaveLength(3)
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/a2")
    fireEvent.keyDown(input, { key: "Enter" })
    expect(navigate).toHaveBeenCalledWith("/en/docs/a2")
  })

  it("marks the listbox busy while the paragraphs are on their way, or a newer query is pending", async () => {
    let notify = () => undefined as void
    mockGetClient.mockResolvedValue({
      search: mockSearch,
      subscribe: (listener: () => void) => ((notify = listener), () => undefined),
    })
    let answerNext: (value: unknown) => void = () => undefined
    mockSearch
      .mockResolvedValueOnce({ results: [{ ...makeResponse("x", [makeHit("a1")]).results[0], contentPending: true }] })
      .mockResolvedValueOnce(makeResponse("x", [makeHit("a1"), makeHit("a2")]))
      .mockImplementationOnce(() => new Promise((resolve) => (answerNext = resolve)))
    const { input } = open({ initial: "x" })
    await flush()
    const listbox = screen.getByRole("listbox")
    expect(listbox).toHaveAttribute("aria-busy", "true")
    await act(async () => notify())
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "false")
    fireEvent.change(input, { target: { value: "xy" } })
    await flush()
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "true")
    await act(async () => answerNext(makeResponse("xy", [makeHit("b1")])))
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "false")
  })

  it("follows the first hit of a new answer while the reader has not moved", async () => {
    let notify = () => undefined as void
    mockGetClient.mockResolvedValue({
      search: mockSearch,
      subscribe: (listener: () => void) => ((notify = listener), () => undefined),
    })
    mockSearch
      .mockResolvedValueOnce(makeResponse("x", [makeHit("a1")]))
      .mockResolvedValueOnce(makeResponse("x", [makeHit("new"), makeHit("a1")]))
    const { input } = open({ initial: "x" })
    await flush()
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/a1")
    await act(async () => notify())
    expect(activeOption(input)).toHaveAttribute("href", "/en/docs/new")
  })

  it("does not take an input method's Enter for a choice", async () => {
    mockSearch.mockResolvedValue(makeResponse("x", [makeHit("a1")]))
    const { input, onClose } = open({ initial: "x" })
    await flush()
    fireEvent.keyDown(input, { key: "Enter", keyCode: 229 })
    expect(onClose).not.toHaveBeenCalled()
  })

  it("navigates on a click, and remembers the hit among the recent searches", async () => {
    mockSearch.mockResolvedValue(makeResponse("x", [makeHit("a1"), makeHit("a2", { url: "/en/docs/a2#h" })]))
    const { onClose, view } = open({ initial: "x" })
    await flush()
    fireEvent.click(screen.getAllByRole("option")[1])
    expect(navigate).toHaveBeenCalledWith("/en/docs/a2#h")
    expect(onClose).toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(`search-recent-${searchConfig.indexName}`)!)).toEqual([
      expect.objectContaining({ objectID: "a2", url: "/en/docs/a2#h" }),
    ])
    view.unmount()
    open()
    expect(screen.getByText("Recent")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Page a2" })).toHaveAttribute("href", "/en/docs/a2#h")
  })

  it("saves a recent search to the favourites and deletes both", async () => {
    storeHistory({ recent: ["r1", "r2"] })
    open()
    expect(screen.getAllByRole("button", { name: "Save this search" })).toHaveLength(2)
    fireEvent.click(screen.getAllByRole("button", { name: "Save this search" })[1])
    const favorites = screen.getByRole("region", { name: "Favorite" })
    expect(within(favorites).getByRole("link", { name: "Page r2" })).toBeInTheDocument()
    expect(within(screen.getByRole("region", { name: "Recent" })).queryByRole("link", { name: "Page r2" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Remove this search from history" }))
    expect(screen.queryByRole("region", { name: "Recent" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Remove this search from favorites" }))
    expect(screen.getByText("No recent searches")).toBeInTheDocument()
    await flush()
  })

  it("moves through the recent searches, then the favourites, with the arrow keys, and opens one with Enter", async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    storeHistory({ recent: ["r1", "r2"], favorites: ["f1"] })
    const { input, onClose } = open()
    await flush()
    expect(input).toHaveAttribute("aria-expanded", "true")
    expect(input).toHaveAttribute("aria-haspopup", "grid")
    expect(screen.getAllByRole("grid").map((grid) => grid.id)).toEqual(input.getAttribute("aria-controls")!.split(" "))
    const active = () => within(activeOption(input)!).getByRole("link").textContent
    expect(active()).toBe("Page r1")
    expect(activeOption(input)).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(active()).toBe("Page r2")
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(active()).toBe("Page f1")
    expect(within(screen.getByRole("region", { name: "Favorite" })).getByRole("gridcell", { selected: true })).toBe(
      activeOption(input),
    )
    expect(scrolled.at(-1)).toBe(activeOption(input))
    expect(screen.getAllByRole("gridcell", { selected: true })).toHaveLength(1)
    fireEvent.keyDown(input, { key: "ArrowDown" })
    expect(active()).toBe("Page r1")
    fireEvent.keyDown(input, { key: "ArrowUp" })
    fireEvent.keyDown(input, { key: "ArrowUp" })
    expect(active()).toBe("Page r2")
    fireEvent.keyDown(input, { key: "Enter" })
    expect(navigate).toHaveBeenCalledWith("/en/docs/r2")
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("opens a stored search in a new tab with Ctrl/Cmd+Enter and in a new window with Shift+Enter", async () => {
    const openWindow = jest.spyOn(window, "open").mockImplementation(() => null)
    storeHistory({ recent: ["r1"], favorites: ["f1"] })
    const { input, onClose } = open()
    await flush()
    opensOutsideTheDialog(input, openWindow, ["/en/docs/r1", "/en/docs/f1"])
    expect(onClose).not.toHaveBeenCalled()
  })

  it("leaves the start screen's keys alone when nothing is stored", async () => {
    const { input, onClose } = open()
    await flush()
    expect(input).toHaveAttribute("aria-expanded", "false")
    fireEvent.keyDown(input, { key: "ArrowDown" })
    fireEvent.keyDown(input, { key: "Enter" })
    expect(input).not.toHaveAttribute("aria-activedescendant")
    expect(navigate).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it("keeps focus on the save button of the search taking the saved one's place, then on the input", async () => {
    storeHistory({ recent: ["r1", "r2", "r3"] })
    const { input, onClose } = open()
    await flush()
    const save = (name: string) => within(storedRow(name)).getByRole("button", { name: "Save this search" })
    clickButton(save("Page r2"))
    expect(save("Page r3")).toHaveFocus()
    // The last recent search: the one before it takes the focus.
    clickButton(save("Page r3"))
    expect(save("Page r1")).toHaveFocus()
    clickButton(save("Page r1"))
    expect(screen.queryByRole("region", { name: "Recent" })).toBeNull()
    expect(input).toHaveFocus()
    expect(onClose).not.toHaveBeenCalled()
  })

  it("keeps focus on the delete button of the search taking the deleted one's place, then on the input", async () => {
    storeHistory({ recent: ["r1", "r2"], favorites: ["f1", "f2"] })
    const { input, onClose } = open()
    await flush()
    const removeRecent = (name: string) =>
      within(storedRow(name)).getByRole("button", { name: "Remove this search from history" })
    const removeFavorite = (name: string) =>
      within(storedRow(name)).getByRole("button", { name: "Remove this search from favorites" })
    pressEnterOn(removeRecent("Page r1"))
    expect(removeRecent("Page r2")).toHaveFocus()
    pressEnterOn(removeFavorite("Page f2"))
    expect(removeFavorite("Page f1")).toHaveFocus()
    pressEnterOn(removeFavorite("Page f1"))
    expect(screen.queryByRole("region", { name: "Favorite" })).toBeNull()
    expect(input).toHaveFocus()
    pressEnterOn(removeRecent("Page r2"))
    expect(screen.getByText("No recent searches")).toBeInTheDocument()
    expect(input).toHaveFocus()
    // Enter on a button is not taken for a choice of the active search.
    expect(navigate).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it("still searches, remembering nothing, when storage throws", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    mockSearch.mockResolvedValue(makeResponse("x", [makeHit("a1")]))
    open({ initial: "x" })
    await flush()
    expect(() => fireEvent.click(screen.getByRole("option"))).not.toThrow()
    expect(navigate).toHaveBeenCalledWith("/en/docs/a1")
  })

  it("shows the loading indicator once a search has run for 300 ms", async () => {
    jest.useFakeTimers()
    mockSearch.mockReturnValue(new Promise(() => undefined))
    open({ initial: "slow" })
    await flush()
    act(() => jest.advanceTimersByTime(stallDelayMs - 10))
    expect(screen.getByRole("status")).toHaveTextContent("")
    act(() => jest.advanceTimersByTime(20))
    expect(screen.getByRole("status")).toHaveTextContent("Searching…")
  })

  it("shows the error screen when the search fails or the client cannot load", async () => {
    mockSearch.mockRejectedValueOnce(new Error("network")).mockResolvedValueOnce(makeResponse("x", [makeHit("a1")]))
    open({ initial: "x" })
    await flush()
    expect(screen.getByRole("alert")).toHaveTextContent("Unable to fetch results")
    expect(screen.getByRole("alert")).toHaveTextContent("You might want to check your network connection.")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await flush()
    expect(screen.getByRole("option")).toHaveTextContent("Page a1")

    mockGetClient.mockRejectedValue(new Error("ChunkLoadError"))
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "y" } })
    await flush()
    expect(screen.getByRole("alert")).toHaveTextContent("Unable to fetch results")
  })

  it("shows the query as text when nothing matches, with suggestions and a report link", async () => {
    const query = "<img src=x onerror=alert(1)>"
    mockSearch.mockImplementation(([request]) =>
      Promise.resolve(makeResponse(request.params.query, request.params.query === "validation" ? [makeHit("v")] : [])),
    )
    const { input } = open({ initial: query })
    await flush()
    expect(screen.getByText(`No results for "${query}"`)).toBeInTheDocument()
    expect(document.querySelector("img")).toBeNull()
    const report = screen.getByRole("link", { name: /Let us know/ })
    expect(report.getAttribute("href")).toBe(
      `${siteConfig.issuesUrl}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    )
    expect(screen.getByText("Try searching for")).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "validation" }))
    expect(input.value).toBe("validation")
    await flush()
    expect(screen.getByRole("option")).toHaveTextContent("Page v")
  })

  it("never lets an older answer replace a newer one", async () => {
    let answerFirst: (value: unknown) => void = () => undefined
    mockSearch
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(makeResponse("ab", [makeHit("new")]))
    const { input } = open({ initial: "a" })
    await flush()
    fireEvent.change(input, { target: { value: "ab" } })
    await flush()
    await act(async () => answerFirst(makeResponse("a", [makeHit("old")])))
    expect(screen.getByRole("option")).toHaveTextContent("Page new")
  })

  it("closes on Escape and on a click outside the panel, not inside", async () => {
    const { onClose, input } = open()
    const backdrop = screen.getByRole("dialog").parentElement!
    fireEvent.mouseDown(screen.getByRole("dialog"))
    fireEvent.click(screen.getByRole("dialog"))
    expect(onClose).not.toHaveBeenCalled()
    // A press that starts in the panel and ends outside it (selecting the query) keeps it open.
    fireEvent.mouseDown(input)
    fireEvent.click(backdrop)
    expect(onClose).not.toHaveBeenCalled()
    // The press alone does not close it, so the click cannot reach the page beneath.
    expect(fireEvent.mouseDown(backdrop)).toBe(false)
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(1)
    const escape = fireEvent.keyDown(input, { key: "Escape" })
    expect(escape).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(2)
    await flush()
  })

  it("clears the query with the reset button", async () => {
    mockSearch.mockResolvedValue(makeResponse("x", [makeHit("a1")]))
    const { input } = open({ initial: "x" })
    await flush()
    fireEvent.click(screen.getByRole("button", { name: "Clear the query" }))
    expect(input.value).toBe("")
    expect(input).toHaveFocus()
    expect(screen.getByText("No recent searches")).toBeInTheDocument()
  })
})
