import React from "react"
import { screen } from "@testing-library/react"
import { renderInLocale } from "../../../tests/unit/render"
import Admonition from "../Admonition"
import DocBanner from "../DocBanner"

describe("Admonition", () => {
  it.each([
    ["ja", "warning", "警告"],
    ["zh-CN", "tip", "提示"],
    ["en", "danger", "Danger"],
  ] as const)("has a localized default title (%s %s)", (locale, type, title) => {
    renderInLocale(<Admonition type={type}>body</Admonition>, locale)
    expect(screen.getByText(title)).toBeInTheDocument()
  })

  it("uses a given title", () => {
    renderInLocale(
      <Admonition type="note" title="Before you start">
        body
      </Admonition>,
    )
    expect(screen.getByText("Before you start")).toBeInTheDocument()
  })
})

describe("DocBanner", () => {
  it("links unreleased pages to the latest version", () => {
    renderInLocale(<DocBanner kind="unreleased" latestHref="/en/docs/intro" />)
    expect(screen.getByText("Unreleased version")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "See this page in the latest version" })).toHaveAttribute(
      "href",
      "/en/docs/intro",
    )
  })
})
