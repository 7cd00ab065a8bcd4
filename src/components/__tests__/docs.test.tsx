import React from "react"
import { fireEvent, screen, within } from "@testing-library/react"
import { renderInLocale } from "../../../tests/unit/render"
import type { DocCard, SidebarItem } from "../../lib/docs/types"
import CodeBlock from "../CodeBlock"
import DocCardList from "../DocCardList"
import DocSidebar from "../DocSidebar"
import Paginator from "../Paginator"
import TOCCollapsible from "../TOC/TOCCollapsible"

const sidebar: SidebarItem[] = [
  { type: "doc", docId: "intro", label: "Intro", href: "/en/docs/intro" },
  {
    type: "category",
    label: "Core Modules",
    href: "/en/docs/category/core-modules",
    slug: "core-modules",
    collapsible: true,
    collapsed: false,
    items: [
      { type: "doc", docId: "a", label: "Schema intro", href: "/en/docs/a", description: "What the schema is" },
      {
        type: "link",
        label: "Reference package",
        href: "https://github.com/linancn/EF-reference-package-3.1-Correction",
      },
    ],
  },
  {
    type: "category",
    label: "FAQ",
    href: "/en/docs/category/faq",
    slug: "faq",
    collapsible: true,
    collapsed: true,
    items: [{ type: "doc", docId: "q", label: "Question", href: "/en/docs/q" }],
  },
]

describe("DocSidebar", () => {
  beforeAll(() => {
    window.HTMLElement.prototype.scrollIntoView = jest.fn()
  })

  it("marks the current page and opens its categories", () => {
    renderInLocale(<DocSidebar items={sidebar} currentPath="/en/docs/a" />)
    expect(screen.getByRole("link", { name: "Schema intro" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("button", { name: "Collapse “Core Modules”" })).toHaveAttribute("aria-expanded", "true")
  })

  it("collapses and expands a category", () => {
    renderInLocale(<DocSidebar items={sidebar} currentPath="/en/docs/intro" />)
    const toggle = screen.getByRole("button", { name: "Expand “FAQ”" })
    expect(screen.queryByRole("link", { name: "Question" })).toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByRole("link", { name: "Question" })).toBeVisible()
  })

  it("opens external links in a new tab without opener access", () => {
    renderInLocale(<DocSidebar items={sidebar} currentPath="/en/docs/intro" />)
    const link = screen.getByRole("link", { name: /Reference package/ })
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(within(link).getByRole("img", { name: "(opens in a new tab)" })).toBeInTheDocument()
  })
})

const cards: DocCard[] = [
  { type: "doc", docId: "intro", label: "Intro", href: "/en/docs/intro", description: "Where to start" },
  { type: "category", label: "Core Modules", href: "/en/docs/category/core-modules", count: 2 },
  { type: "category", label: "FAQ", href: "/en/docs/category/faq", count: 1 },
]

describe("DocCardList", () => {
  it("shows doc descriptions and localized item counts for categories", () => {
    renderInLocale(<DocCardList cards={cards} />)
    expect(screen.getByRole("link", { name: /Intro\s*Where to start/ })).toHaveAttribute("href", "/en/docs/intro")
    expect(screen.getByRole("link", { name: /Core Modules\s*2 items/ })).toHaveAttribute(
      "href",
      "/en/docs/category/core-modules",
    )
    expect(screen.getByRole("link", { name: /FAQ\s*1 item$/ })).toBeInTheDocument()
  })

  it("uses the locale's wording", () => {
    renderInLocale(<DocCardList cards={cards} />, "ja")
    expect(screen.getByRole("link", { name: /Core Modules\s*2 項目/ })).toBeInTheDocument()
  })
})

describe("Paginator", () => {
  it("links previous and next with their labels", () => {
    renderInLocale(
      <Paginator
        previous={{ label: "Intro", href: "/docs/intro" }}
        next={null}
        previousLabel="Previous"
        nextLabel="Next"
        ariaLabel="Docs pages"
      />,
    )
    const nav = screen.getByRole("navigation", { name: "Docs pages" })
    expect(within(nav).getByRole("link", { name: /Previous\s*« Intro/ })).toHaveAttribute("href", "/docs/intro")
    expect(within(nav).queryByText(/Next/)).toBeNull()
  })
})

describe("CodeBlock", () => {
  it("shows the title, the language and a copy button (which StaticHtml's tests use)", () => {
    renderInLocale(
      <CodeBlock data-title="contact.json" data-language="json">
        <code>
          <span className="code-line">{'{"a": 1}\n'}</span>
        </code>
      </CodeBlock>,
    )
    expect(screen.getByText("contact.json")).toBeInTheDocument()
    expect(document.querySelector("[data-code-block]")).toHaveAttribute("data-language", "json")
    expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toHaveTextContent("Copy")
  })
})

describe("TOCCollapsible", () => {
  it("lists h2 and nested h3 headings as anchor links", () => {
    renderInLocale(
      <TOCCollapsible
        headings={[
          { depth: 2, value: "概要", id: "概要" },
          { depth: 3, value: "詳細", id: "詳細" },
        ]}
      />,
      "ja",
    )
    expect(screen.getByText("このページの内容")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "詳細" })).toHaveAttribute("href", "#詳細")
  })
})
