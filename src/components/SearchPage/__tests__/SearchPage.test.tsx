import React from "react"
import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import type { HeadProps, PageProps } from "gatsby"
import { I18nProviders, localeData } from "../../../../tests/unit/render"
import type { Locale } from "../../../config/locales"
import type { SearchHit, SearchParams, SearchRequest, SearchResponse } from "../../../lib/search/types"
import type { BasePageContext } from "../../Layout"
import SearchPage, { SearchHead } from ".."

// A fake backend: a few fixed answers, in the shapes Algolia and the local client return.
const mockSearch = jest.fn<Promise<{ results: SearchResponse[] }>, [SearchRequest[]]>()
const mockGetSearchClient = jest.fn()
const mockClick = jest.fn()
jest.mock("../../../lib/search/insights", () => ({
  insights: { click: (...args: unknown[]) => mockClick(...args), conversion() {}, view() {} },
}))
jest.mock("../../../lib/search/client", () => ({
  ...jest.requireActual("../../../lib/search/client"),
  getSearchClient: () => mockGetSearchClient(),
}))

function hit(id: number, lvl0: string, lvl1: string, lvl2: string | null, content: string | null): SearchHit {
  return {
    objectID: `hit-${id}`,
    hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: content ? "content" : lvl2 ? "lvl2" : "lvl1",
    url: `/en/docs/page-${id}${lvl2 ? "#section" : ""}`,
    url_without_anchor: `/en/docs/page-${id}`,
    anchor: lvl2 ? "section" : null,
    language: "en",
    docusaurus_tag: "docs-default-current",
    weight: { pageRank: 0, level: 0, position: id },
    _highlightResult: {
      hierarchy: {
        lvl1: { value: `<mark>Unit</mark> ${lvl1}`, matchLevel: "partial" },
        ...(lvl2 ? { lvl2: { value: lvl2, matchLevel: "none" as const } } : {}),
      },
    },
    _snippetResult: content ? { content: { value: content, matchLevel: "partial" } } : undefined,
  }
}

const unitHits = [
  hit(1, "Docs", "groups", "Fields", "A <mark>unit</mark> group lists units &lt;img src=x onerror=alert(1)&gt;"),
  hit(2, "Blog", "news", null, null),
  hit(3, "Docs", "properties", null, "Each flow property has a <mark>unit</mark> group"),
]
const manyHits = Array.from({ length: 45 }, (_, i) => hit(100 + i, "Docs", `page ${i}`, null, null))

/** `found`: how many of the query's hits the index holds (the local index's titles part holds a few). */
function answer({ indexName, params = {} }: SearchRequest, found = Infinity): SearchResponse {
  const query = params.query ?? ""
  if (query === "broken") throw new Error("index unavailable")
  const all = (query === "many" ? manyHits : query === "nothing" || !query ? [] : unitHits).slice(0, found)
  const page = params.page ?? 0
  const perPage = params.hitsPerPage ?? 20
  return {
    hits: all.slice(page * perPage, (page + 1) * perPage),
    nbHits: all.length,
    page,
    nbPages: Math.ceil(all.length / perPage),
    hitsPerPage: perPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query,
    params: "",
    index: indexName,
  }
}

const lastParams = (): SearchParams => mockSearch.mock.calls.at(-1)![0][0].params ?? {}

/**
 * The local index in its two parts: until `complete`, it answers from its titles part alone, which
 * holds the first `titleHits` of a query's hits, marked contentPending; then, as the client does once
 * the paragraphs part has arrived, it tells its subscriber, and answers from the whole index.
 */
function twoPartIndex(titleHits: number) {
  let listener: (() => void) | null = null
  let pending = true
  mockSearch.mockImplementation(async (requests) => ({
    results: requests.map((request) =>
      pending ? { ...answer(request, titleHits), exhaustiveNbHits: false, contentPending: true } : answer(request),
    ),
  }))
  mockGetSearchClient.mockResolvedValue({
    search: mockSearch,
    subscribe: (fn: () => void) => ((listener = fn), () => (listener = null)),
  })
  return {
    complete() {
      pending = false
      act(() => listener!())
    },
  }
}

const context = (locale: Locale): BasePageContext => ({
  locale,
  versions: [{ name: "current", label: "Next", labelKey: null, href: "/docs/intro", isLast: true }],
})

/**
 * Renders the page at `search`. `navigate` does what Gatsby does when the reader comes back to
 * another entry of the page (back/forward) or is sent here again: the address changes first,
 * then the page is rendered with the new location.
 */
function renderPage(search: string, locale: Locale = "en") {
  const path = locale === "zh-CN" ? "/search" : `/${locale}/search`
  window.history.replaceState(null, "", `${path}${search}`)
  const page = (location: { search: string; key: string }) => {
    const props = {
      pageContext: context(locale),
      location: { pathname: path, hash: "", ...location },
    } as unknown as PageProps<object, BasePageContext>
    return <SearchPage {...props} />
  }
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nProviders locale={locale}>{children}</I18nProviders>
  )
  const result = render(page({ search, key: "initial" }), { wrapper })
  let keys = 0
  const navigate = async (change: () => void | Promise<void>) => {
    await act(async () => change())
    result.rerender(page({ search: window.location.search, key: `key-${++keys}` }))
  }
  return { ...result, navigate }
}

/** Back or forward, once the browser has moved (jsdom's history moves asynchronously). */
const traverse = (step: () => void) => () =>
  new Promise<void>((resolve) => {
    window.addEventListener("popstate", () => resolve(), { once: true })
    step()
  })

const input = () => screen.getByRole("searchbox", { name: "Search query" })
/** The visible count line; a live region of its own (role=status) announces the same text. */
const countLine = () => document.getElementById("search-page-status")
const findCount = (text: string) => screen.findByText(text, { ignore: "script, style, [role=status]" })
const loadingMore = "Searching the page text for more results…"
/** Links to results, not the pagination's. */
const hitLinks = () => screen.getAllByRole("link").filter((link) => !link.closest("nav"))
const address = () => window.location.pathname + window.location.search + window.location.hash

const consoleError = console.error

// InstantSearch renders from its own timers, a few rounds per answer: on a busy 2-core machine that
// takes longer than Testing Library's 1 s default wait, which these tests then mistake for a failure.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(20_000)

// The results code is a lazy chunk; requiring InstantSearch for the first time takes longer
// than a findBy* wait on a busy machine, so it is loaded once before the tests.
beforeAll(() => import("../InstantResults"))

beforeEach(() => {
  // InstantSearch renders from its own timers, outside act(); the results are awaited instead.
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("not wrapped in act")) consoleError(...args)
  })
  mockClick.mockReset()
  mockSearch
    .mockReset()
    .mockImplementation(async (requests) => ({ results: requests.map((request) => answer(request)) }))
  mockGetSearchClient.mockReset().mockResolvedValue({ search: mockSearch })
})

afterEach(() => jest.restoreAllMocks())

describe("SearchPage", () => {
  it("reads q from the address and shows the hits grouped by their top-level heading", async () => {
    renderPage("?q=unit")
    expect(screen.getByRole("heading", { level: 1, name: 'Search results for "unit"' })).toBeInTheDocument()
    expect(input()).toHaveValue("unit")
    expect(await findCount("3 results found")).toBeInTheDocument()
    const groups = screen.getAllByRole("heading", { level: 2 })
    expect(groups.map((h) => h.textContent)).toEqual(["Docs", "Blog"])
    const docs = within(groups[0].parentElement!).getAllByRole("link")
    expect(docs.map((link) => link.getAttribute("href"))).toEqual(["/en/docs/page-1#section", "/en/docs/page-3"])
    expect(docs[0]).toHaveTextContent("Unit groups › Fields")
    expect(docs[0].querySelector("mark")).toHaveTextContent("Unit")
    expect(lastParams()).toMatchObject({
      query: "unit",
      hitsPerPage: 20,
      facetFilters: ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]],
    })
    expect(
      mockSearch.mock.calls.every(([requests]) => requests.every((request) => request.params?.query === "unit")),
    ).toBe(true)
  })

  it("announces the count in a polite live region", async () => {
    renderPage("?q=unit")
    await findCount("3 results found")
    // Stats waits for the typing to settle before it announces.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("3 results found"), { timeout: 4000 })
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite")
    fireEvent.change(input(), { target: { value: "nothing" } })
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No results were found"), {
      timeout: 4000,
    })
  })

  it("follows the address on back and forward, and when sent here again", async () => {
    const { navigate } = renderPage("?q=unit")
    await findCount("3 results found")
    // 'See all results' in the modal, on this page: Gatsby pushes the new address.
    await navigate(() => window.history.pushState(null, "", "/en/search?q=many"))
    expect(await findCount("45 results found")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: 'Search results for "many"' })).toBeInTheDocument()
    expect(input()).toHaveValue("many")
    await navigate(traverse(() => window.history.back()))
    expect(window.location.search).toBe("?q=unit")
    expect(await findCount("3 results found")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: 'Search results for "unit"' })).toBeInTheDocument()
    expect(input()).toHaveValue("unit")
    expect(lastParams().query).toBe("unit")
    await navigate(traverse(() => window.history.forward()))
    expect(await findCount("45 results found")).toBeInTheDocument()
    expect(input()).toHaveValue("many")
    expect(window.location.search).toBe("?q=many")
  })

  it("renders highlighted values as text, never as markup", async () => {
    renderPage("?q=unit")
    await findCount("3 results found")
    expect(screen.getByText(/onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(document.querySelector("main img")).toBeNull()
  })

  it("writes the query back with replaceState as the reader types, keeping other parameters and the hash", async () => {
    renderPage("?q=unit&ref=nav#top")
    await findCount("3 results found")
    const replace = jest.spyOn(window.history, "replaceState")
    const push = jest.spyOn(window.history, "pushState")
    const length = window.history.length
    fireEvent.change(input(), { target: { value: "many" } })
    await waitFor(() => expect(address()).toBe("/en/search?q=many&ref=nav#top"))
    expect(await findCount("45 results found")).toBeInTheDocument()
    fireEvent.change(input(), { target: { value: "" } })
    await waitFor(() => expect(window.location.search).toBe("?ref=nav"))
    expect(screen.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("list")).toBeNull())
    expect(replace).toHaveBeenCalledTimes(2)
    expect(push).not.toHaveBeenCalled()
    expect(window.history.length).toBe(length)
  })

  it("does not reload the page on submit", async () => {
    renderPage("?q=unit")
    const form = screen.getByRole("search")
    const event = new Event("submit", { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    await findCount("3 results found")
    const loaded = new Event("submit", { bubbles: true, cancelable: true })
    screen.getByRole("search").dispatchEvent(loaded)
    expect(loaded.defaultPrevented).toBe(true)
  })

  it("Enter takes the reader from the field to the count line", async () => {
    renderPage("?q=unit")
    await findCount("3 results found")
    input().focus()
    fireEvent.submit(screen.getByRole("search"))
    expect(countLine()).toHaveFocus()
    expect(countLine()).toHaveTextContent("3 results found")
  })

  it("shows a hostile query as literal text", async () => {
    const query = "<script>alert(1)</script>"
    renderPage(`?q=${encodeURIComponent(query)}`)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Search results for "${query}"`)
    expect(input()).toHaveValue(query)
    expect(document.querySelector("main script")).toBeNull()
    await findCount("3 results found")
  })

  it("survives bad percent-encoding", async () => {
    renderPage("?q=%E0%A4%A")
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("%A")
    await findCount("3 results found")
  })

  it("cuts a 10,000-character query to 512 characters and says so", async () => {
    renderPage(`?q=${"x".repeat(10_000)}`)
    expect(screen.getByText("The query was too long; only its first 512 characters were used.")).toBeInTheDocument()
    expect((input() as HTMLInputElement).value).toHaveLength(512)
    await findCount("3 results found")
    expect(lastParams().query).toHaveLength(512)
    fireEvent.change(input(), { target: { value: "unit" } })
    await waitFor(() => expect(screen.queryByText(/The query was too long/)).toBeNull())
  })

  it("pages through results 20 at a time, keeping the page in the address", async () => {
    renderPage("?q=many")
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument()
    const nav = screen.getByRole("navigation", { name: "Search results pages" })
    // On the first page 'Previous page' is text, not a link.
    expect(within(nav).getByText("Previous page")).toBeInTheDocument()
    expect(within(nav).queryByRole("link", { name: /Previous page/ })).toBeNull()
    expect(within(nav).getByRole("link", { name: "Page 1 of 3" })).toHaveAttribute("aria-current", "page")
    expect(hitLinks()).toHaveLength(20)
    const push = jest.spyOn(window.history, "pushState")
    // The links are the pages' real addresses: they also open in a new tab.
    const next = within(nav).getByRole("link", { name: /Next page/ })
    expect(next).toHaveAttribute("href", "/en/search?q=many&page=2")
    fireEvent.click(next)
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument()
    expect(countLine()).toHaveFocus()
    expect(countLine()).toHaveTextContent("45 results found")
    await waitFor(() => expect(hitLinks()[0]).toHaveAttribute("href", "/en/docs/page-120"))
    expect(window.location.search).toBe("?q=many&page=2")
    expect(push).not.toHaveBeenCalled()
    expect(lastParams().page).toBe(1)
    expect(within(nav).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", "/en/search?q=many")
    fireEvent.change(input(), { target: { value: "unit" } })
    await waitFor(() => expect(window.location.search).toBe("?q=unit"))
    expect(await findCount("3 results found")).toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "Search results pages" })).toBeNull()
  })

  it("keeps the page in the address, so back and forward come back to it", async () => {
    const { navigate } = renderPage("?q=many")
    fireEvent.click(await screen.findByRole("link", { name: /Next page/ }))
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe("?q=many&page=2"))
    await navigate(() => window.history.pushState(null, "", "/en/search?q=unit"))
    expect(await findCount("3 results found")).toBeInTheDocument()
    await navigate(traverse(() => window.history.back()))
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument()
    await waitFor(() => expect(hitLinks()[0]).toHaveAttribute("href", "/en/docs/page-120"))
    expect(window.location.search).toBe("?q=many&page=2")
    expect(lastParams()).toMatchObject({ query: "many", page: 1 })
  })

  it("opens on the page named in the address", async () => {
    renderPage("?q=many&page=3")
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument()
    expect(hitLinks()).toHaveLength(5)
    expect(lastParams()).toMatchObject({ query: "many", page: 2 })
    const nav = screen.getByRole("navigation", { name: "Search results pages" })
    expect(within(nav).queryByRole("link", { name: /Next page/ })).toBeNull()
    expect(within(nav).getByText("Next page")).toBeInTheDocument()
  })

  it("turns a page past the end into the last page", async () => {
    renderPage("?q=many&page=9")
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument()
    expect(window.location.search).toBe("?q=many&page=3")
    await waitFor(() => expect(hitLinks()).toHaveLength(5))
  })

  it("says so when nothing matches", async () => {
    renderPage("?q=nothing")
    expect(await findCount("No results were found")).toBeInTheDocument()
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("shows the hint and searches nothing without a query", async () => {
    renderPage("")
    expect(screen.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeInTheDocument()
    expect(screen.getByText("Type a few words to search the documentation and the blog.")).toBeInTheDocument()
    await waitFor(() => expect(input()).toHaveFocus())
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(mockSearch).not.toHaveBeenCalled()
    // Search code is fetched by the first query, not by the page.
    expect(mockGetSearchClient).not.toHaveBeenCalled()
    expect(screen.queryByRole("list")).toBeNull()
    fireEvent.change(input(), { target: { value: "unit" } })
    expect(await findCount("3 results found")).toBeInTheDocument()
    expect(mockGetSearchClient).toHaveBeenCalledTimes(1)
    // InstantSearch's search box has replaced the page's own, and the reader types on in it.
    expect(input()).toHaveClass("ais-SearchBox-input")
    expect(input()).toHaveValue("unit")
    expect(input()).toHaveFocus()
    expect((input() as HTMLInputElement).selectionStart).toBe(4)
    expect(window.location.search).toBe("?q=unit")
  })

  it("never shows an empty page nor two search boxes while the widgets take over", async () => {
    const frames = new Set<string>()
    const observer = new MutationObserver(() => {
      const main = document.querySelector("main")
      if (main)
        frames.add(
          `${main.querySelectorAll("h1").length} heading, ${main.querySelectorAll("input").length} field, ${main.querySelectorAll("#search-page-status").length} count line`,
        )
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    renderPage("?q=unit")
    await findCount("3 results found")
    fireEvent.change(input(), { target: { value: "many" } })
    await findCount("45 results found")
    observer.disconnect()
    expect([...frames]).toEqual(["1 heading, 1 field, 1 count line"])
  })

  it("catches up with keys typed in the stand-in after InstantSearch has read the address, before taking over", async () => {
    // The address says 'unit'; the stand-in already says 'many' (typed meanwhile).
    window.history.replaceState(null, "", "/en/search?q=unit")
    const { default: InstantResults } = await import("../InstantResults")
    const onShown = jest.fn()
    const shownWith: string[] = []
    onShown.mockImplementation(() =>
      shownWith.push((document.getElementById("search-page-input") as HTMLInputElement).value),
    )
    render(
      <I18nProviders locale="en">
        <InstantResults
          client={{ search: mockSearch }}
          address={{ query: "many", truncated: false }}
          locationKey="k"
          version="current"
          onShown={onShown}
        />
      </I18nProviders>,
    )
    expect(await findCount("45 results found")).toBeInTheDocument()
    expect(onShown).toHaveBeenCalledTimes(1)
    expect(shownWith).toEqual(["many"])
    expect(window.location.search).toBe("?q=many")
  })

  it("waits for an input method to finish composing before its search box is replaced", async () => {
    renderPage("")
    const standIn = input()
    await waitFor(() => expect(standIn).toHaveFocus())
    fireEvent.compositionStart(standIn)
    fireEvent.change(standIn, { target: { value: "けん" } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(mockGetSearchClient).toHaveBeenCalledTimes(1)
    expect(input()).toBe(standIn)
    expect(standIn).toHaveFocus()
    fireEvent.change(standIn, { target: { value: "検証" } })
    fireEvent.compositionEnd(standIn)
    await waitFor(() => expect(input()).not.toBe(standIn))
    expect(input()).toHaveValue("検証")
    expect(input()).toHaveFocus()
    await waitFor(() => expect(lastParams().query).toBe("検証"))
  })

  it("shows the error state when the backend fails, and recovers with the next query", async () => {
    renderPage("?q=broken")
    expect(await screen.findByRole("heading", { level: 2, name: "Unable to fetch results" })).toBeInTheDocument()
    expect(screen.getByText("You might want to check your network connection.")).toBeInTheDocument()
    fireEvent.change(input(), { target: { value: "unit" } })
    expect(await findCount("3 results found")).toBeInTheDocument()
    expect(screen.queryByText("Unable to fetch results")).toBeNull()
  })

  it("shows the error state when the client cannot load, and retries", async () => {
    mockGetSearchClient.mockRejectedValueOnce(new Error("chunk failed"))
    renderPage("?q=unit")
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }))
    expect(await findCount("3 results found")).toBeInTheDocument()
    expect(mockGetSearchClient).toHaveBeenCalledTimes(2)
  })

  it("reports the followed result with its position", async () => {
    renderPage("?q=many&page=2")
    await screen.findByText("Page 2 of 3")
    const link = await screen.findByRole("link", { name: /page 21/ })
    // jsdom cannot navigate; the click handlers still run.
    link.addEventListener("click", (event) => event.preventDefault())
    fireEvent.click(link)
    expect(mockClick).toHaveBeenCalledWith({ queryID: undefined, objectID: "hit-121", position: 22 })
  })

  it("searches again when the backend can answer more completely", async () => {
    let listener: (() => void) | null = null
    mockGetSearchClient.mockResolvedValue({
      search: mockSearch,
      subscribe: (fn: () => void) => ((listener = fn), () => (listener = null)),
    })
    renderPage("?q=unit")
    await findCount("3 results found")
    const calls = mockSearch.mock.calls.length
    act(() => listener!())
    await waitFor(() => expect(mockSearch.mock.calls.length).toBe(calls + 1))
  })

  it("marks the results busy while the paragraphs are on their way", async () => {
    const index = twoPartIndex(2)
    renderPage("?q=unit")
    await findCount(loadingMore)
    const results = () => screen.getAllByRole("heading", { level: 2 })[0].closest("[aria-busy]")
    expect(results()).toHaveAttribute("aria-busy", "true")
    index.complete()
    await findCount("3 results found")
    await waitFor(() => expect(results()).toHaveAttribute("aria-busy", "false"))
  })

  it("shows the titles part's hits at once, saying more are coming instead of a count, until the whole index answers", async () => {
    const index = twoPartIndex(8)
    renderPage("?q=many")
    expect(await findCount(loadingMore)).toBeInTheDocument()
    expect(hitLinks()).toHaveLength(8)
    // Neither the titles part's count nor its single page may pass for the query's.
    expect(screen.queryByText(/results? found/)).toBeNull()
    expect(screen.queryByRole("navigation", { name: "Search results pages" })).toBeNull()
    // Screen readers hear it too, politely, once the typing has settled.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(loadingMore), { timeout: 4000 })
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite")
    index.complete()
    expect(await findCount("45 results found")).toBeInTheDocument()
    expect(screen.queryByText(loadingMore, { ignore: "script, style, [role=status]" })).toBeNull()
    expect(hitLinks()).toHaveLength(20)
    expect(screen.getByRole("navigation", { name: "Search results pages" })).toHaveTextContent("Page 1 of 3")
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("45 results found"), { timeout: 4000 })
  })

  it("does not say nothing was found while the paragraphs part may still find something", async () => {
    const index = twoPartIndex(0)
    renderPage("?q=unit")
    await waitFor(() => expect(mockSearch).toHaveBeenCalled())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(countLine()).toHaveTextContent("Searching…")
    expect(screen.queryByText("No results were found")).toBeNull()
    index.complete()
    expect(await findCount("3 results found")).toBeInTheDocument()
  })

  it.each([
    // The titles part holds one page of the query's hits, then two; the whole index three.
    { page: 2, titleHits: 5 },
    { page: 3, titleHits: 25 },
  ])(
    "keeps page $page of the address until the whole index has answered, though the titles part has fewer pages",
    async ({ page, titleHits }) => {
      const index = twoPartIndex(titleHits)
      renderPage(`?q=many&page=${page}`)
      expect(await findCount(loadingMore)).toBeInTheDocument()
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(window.location.search).toBe(`?q=many&page=${page}`)
      expect(lastParams()).toMatchObject({ query: "many", page: page - 1 })
      index.complete()
      expect(await screen.findByText(`Page ${page} of 3`)).toBeInTheDocument()
      await waitFor(() => expect(hitLinks()[0]).toHaveAttribute("href", `/en/docs/page-${100 + (page - 1) * 20}`))
      expect(window.location.search).toBe(`?q=many&page=${page}`)
      expect(countLine()).toHaveTextContent("45 results found")
    },
  )

  it("turns a page past the end of the whole answer into its last page", async () => {
    const index = twoPartIndex(5)
    renderPage("?q=many&page=9")
    await findCount(loadingMore)
    index.complete()
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe("?q=many&page=3"))
  })

  it("says when only titles and headings could be searched, and fetches the paragraphs again on Retry", async () => {
    let unavailable = true
    const retryParts = jest.fn(() => (unavailable = false))
    mockSearch.mockImplementation(async (requests) => ({
      results: requests.map((request) => ({
        ...answer(request),
        ...(unavailable ? { exhaustiveNbHits: false, contentUnavailable: true } : {}),
      })),
    }))
    mockGetSearchClient.mockResolvedValue({ search: mockSearch, retryParts })
    renderPage("?q=unit")
    await findCount("3 results found")
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Only titles and headings were searched: the page text could not be loaded.")
    const calls = mockSearch.mock.calls.length
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }))
    expect(retryParts).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull())
    expect(mockSearch.mock.calls.length).toBeGreaterThan(calls)
    expect(countLine()).toHaveTextContent("3 results found")
  })

  it("is localized", async () => {
    renderPage("?q=unit", "ja")
    expect(screen.getByRole("heading", { level: 1, name: "「unit」の検索結果" })).toBeInTheDocument()
    expect(await findCount("3 件見つかりました")).toBeInTheDocument()
    expect(lastParams().facetFilters).toContain("language:ja")
  })

  it("is localized while the titles part alone has answered", async () => {
    const index = twoPartIndex(2)
    renderPage(`?q=${encodeURIComponent("スキーマ")}`, "ja")
    expect(await findCount("本文からさらに結果を検索しています…")).toBeInTheDocument()
    expect(screen.queryByText(/件見つかりました/)).toBeNull()
    index.complete()
    expect(await findCount("3 件見つかりました")).toBeInTheDocument()
  })
})

describe("SearchHead", () => {
  it("folds result pages into the one search page: indexable, canonical without the query", () => {
    // <html> and <title> outside a document head: React warns, the browser never sees this.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const props = {
      data: localeData("en"),
      pageContext: context("en"),
      location: { pathname: "/en/search" },
    } as unknown as HeadProps<object, BasePageContext>
    const { container } = render(<SearchHead {...props} />)
    expect(container.querySelector('meta[name="robots"]')).toBeNull()
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/en\/search$/)
    expect(container.querySelector("title")).toHaveTextContent(/^Search \S+ /)
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Search the TIDAS documentation and blog.",
    )
  })
})
