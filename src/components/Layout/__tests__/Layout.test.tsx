import React from "react"
import { fireEvent, screen } from "@testing-library/react"
import { renderInLocale } from "../../../../tests/unit/render"
import Layout from ".."

// A failure in the chrome itself (here the footer) is outside any page: the generic error page
// replaces the layout, localized, and 'Try again' renders it afresh.
const footer = { fail: true }
jest.mock("../../Footer", () => ({
  __esModule: true,
  default: function Footer() {
    if (footer.fail) throw new Error("footer config could not be read")
    return <footer>footer ok</footer>
  },
}))

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

it.each([
  ["ja", "エラーが発生しました", "もう一度試す"],
  ["en", "An error occurred", "Try again"],
] as const)("shows the generic error page in %s, and Try again recovers", (locale, title, button) => {
  footer.fail = true
  renderInLocale(
    <Layout location={{ pathname: "/", search: "", hash: "" }} pageContext={{ locale }}>
      <p>page body</p>
    </Layout>,
    locale,
  )
  expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
  expect(screen.getByText("footer config could not be read")).toBeInTheDocument()
  expect(document.title).toBe(title)
  expect(screen.queryByText("page body")).not.toBeInTheDocument()
  footer.fail = false
  fireEvent.click(screen.getByRole("button", { name: button }))
  expect(screen.getByText("page body")).toBeInTheDocument()
  expect(screen.getByText("footer ok")).toBeInTheDocument()
})
