import React from "react"
import { render } from "@testing-library/react"
import type { HeadProps } from "gatsby"
import { localeData } from "../../../../tests/unit/render"
import type { Locale } from "../../../config/locales"
import type { BasePageContext } from "../../Layout"
import { HomeHead } from ".."

// The home page is titled like every other page, "page | site", with TIDAS as its page name.
it.each([
  ["zh-CN", "/", "TIDAS | 天工 LCA 数据系统"],
  ["en", "/en/", "TIDAS | TianGong LCA Data System"],
  ["ja", "/ja/", "TIDAS | 天工 LCA データシステム"],
] as const)("titles the %s home page at %s '%s'", (locale: Locale, pathname, title) => {
  // <html> and <title> outside a document head: React warns, the browser never sees this.
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const props = { data: localeData(locale), pageContext: { locale }, location: { pathname } } as unknown as HeadProps<
    object,
    BasePageContext
  >
  const { container } = render(<HomeHead {...props} />)
  expect(container.querySelector("title")).toHaveTextContent(title, { normalizeWhitespace: false })
  expect(container.querySelector('meta[property="og:title"]')).toHaveAttribute("content", title)
})
