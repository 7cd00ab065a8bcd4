import React from "react"
import { fireEvent, screen } from "@testing-library/react"
import { renderInLocale } from "../../../tests/unit/render"
import AnnouncementBar from "../AnnouncementBar"
import ErrorBoundary, { ErrorScreen } from "../ErrorBoundary"
import ItemErrorBoundary from "../Navbar/ItemErrorBoundary"
import LocaleDropdown from "../Navbar/LocaleDropdown"
import ColorModeToggle from "../Navbar/ColorModeToggle"
import SkipToContent from "../SkipToContent"

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute("data-theme")
  document.documentElement.removeAttribute("data-theme-choice")
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe("AnnouncementBar", () => {
  it("shows the announcement with its link and stays closed for that id", () => {
    const { unmount } = renderInLocale(<AnnouncementBar />, "ja")
    const link = screen.getByRole("link", { name: "ツールのガイドを読む" })
    expect(link).toHaveAttribute("href", "/ja/docs/tool/tidas-tool-intro")
    fireEvent.click(screen.getByRole("button", { name: "お知らせを閉じる" }))
    expect(screen.queryByRole("region", { name: "お知らせ" })).toBeNull()
    expect(localStorage.getItem("announcement-dismissed")).toBe("tidas-cli-0-2-0")
    unmount()
    renderInLocale(<AnnouncementBar />, "ja")
    expect(screen.queryByRole("region", { name: "お知らせ" })).toBeNull()
  })

  it("shows again for a different announcement id", () => {
    localStorage.setItem("announcement-dismissed", "an-older-announcement")
    renderInLocale(<AnnouncementBar />, "en")
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument()
  })
})

describe("ColorModeToggle", () => {
  it("flips light and dark and remembers the choice", () => {
    renderInLocale(<ColorModeToggle />, "en")
    const button = screen.getByRole("button", { name: /Switch between dark and light mode/ })
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
    fireEvent.click(button)
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
    expect(localStorage.getItem("theme")).toBe("dark")
    fireEvent.click(button)
    expect(document.documentElement.getAttribute("data-theme")).toBe("light")
    expect(localStorage.getItem("theme")).toBe("light")
  })
})

describe("LocaleDropdown", () => {
  it("links the same page in every locale, keeping query and hash", () => {
    window.history.pushState(null, "", "/ja/search?q=UUID#r")
    renderInLocale(
      <LocaleDropdown location={{ pathname: "/ja/search", search: "?q=UUID", hash: "#r" }} position="right" />,
      "ja",
    )
    expect(screen.getByRole("link", { name: "简体中文" })).toHaveAttribute("href", "/search?q=UUID#r")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/search?q=UUID#r")
    expect(screen.getByRole("link", { name: "日本語" })).toHaveAttribute("aria-current", "true")
  })

  it("opens with the keyboard and closes on Escape", () => {
    renderInLocale(<LocaleDropdown location={{ pathname: "/", search: "", hash: "" }} position="right" />, "en")
    const button = screen.getByRole("button", { name: /Choose language/ })
    fireEvent.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(button).toHaveAttribute("aria-expanded", "false")
  })
})

describe("error boundaries", () => {
  function Boom({ fail }: { fail: { current: boolean } }) {
    if (fail.current) throw new Error("schema file could not be read")
    return <p>recovered</p>
  }

  it("shows the crash screen with the message and re-renders on Try again", () => {
    const fail = { current: true }
    renderInLocale(
      <ErrorBoundary
        fallback={({ error, tryAgain }) => (
          <ErrorScreen
            title="Page Error"
            heading="This page crashed."
            message={error.message}
            buttonLabel="Try again"
            onTryAgain={tryAgain}
          />
        )}
      >
        <Boom fail={fail} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument()
    expect(screen.getByText("schema file could not be read")).toBeInTheDocument()
    expect(document.title).toBe("Page Error")
    fail.current = false
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(screen.getByText("recovered")).toBeInTheDocument()
  })

  it("replaces a failing navbar item with a notice", () => {
    renderInLocale(
      <ItemErrorBoundary fallback="A theme navbar item failed to render">
        <Boom fail={{ current: true }} />
      </ItemErrorBoundary>,
    )
    expect(screen.getByRole("alert")).toHaveTextContent("A theme navbar item failed to render")
  })
})

describe("SkipToContent", () => {
  it("moves focus to the main content", () => {
    renderInLocale(
      <>
        <SkipToContent />
        <main id="main-content" tabIndex={-1}>
          content
        </main>
      </>,
      "zh-CN",
    )
    window.HTMLElement.prototype.scrollIntoView = jest.fn()
    fireEvent.click(screen.getByRole("link", { name: "跳到主要内容" }))
    expect(document.activeElement).toBe(screen.getByRole("main"))
  })
})
