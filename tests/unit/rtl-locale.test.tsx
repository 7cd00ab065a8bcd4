import React from "react"
import { render, screen } from "@testing-library/react"

// Spec: a right-to-left locale can be added by configuration alone. A fixture locale (Arabic)
// is added to the config here, and everything that reads the config must follow it.
jest.mock("../../src/config/locales", () => {
  const actual = jest.requireActual("../../src/config/locales")
  const locales = {
    ...actual.locales,
    ar: {
      label: "العربية",
      htmlLang: "ar",
      direction: "rtl",
      calendar: "gregory",
      path: "ar",
      dateFormat: { year: "numeric", month: "long", day: "numeric" },
    },
  }
  return {
    ...actual,
    locales,
    localeCodes: Object.keys(locales),
    isLocale: (value: unknown) => typeof value === "string" && value in locales,
  }
})

import type { Locale } from "../../src/config/locales"
import { formatDate } from "../../src/lib/dates"
import { localizePath, splitLocale, switchLocale } from "../../src/lib/paths"
import { localeLinks } from "../../src/components/Navbar/LocaleDropdown"
import { onRenderBody } from "../../gatsby-ssr"

const ar = "ar" as Locale

it("routes the fixture locale under its own prefix", () => {
  expect(localizePath("/docs/intro", ar)).toBe("/ar/docs/intro")
  expect(splitLocale("/ar/docs/intro")).toEqual({ locale: "ar", path: "/docs/intro" })
  expect(switchLocale("/ja/docs/intro", "?q=1", "#top", ar)).toBe("/ar/docs/intro?q=1#top")
})

it("offers it in the language dropdown with its label and language", () => {
  const links = localeLinks({ pathname: "/en/docs/intro", search: "", hash: "" })
  expect(links.find((link) => link.code === ar)).toEqual({
    code: "ar",
    label: "العربية",
    lang: "ar",
    href: "/ar/docs/intro",
  })
  render(
    <ul>
      {links.map((link) => (
        <li key={link.code} lang={link.lang}>
          {link.label}
        </li>
      ))}
    </ul>,
  )
  expect(screen.getByText("العربية")).toHaveAttribute("lang", "ar")
})

it("writes lang and dir on <html> for its pages", () => {
  const attributes: Record<string, string>[] = []
  const noop = () => undefined
  onRenderBody!(
    {
      pathname: "/ar/docs/intro",
      setHtmlAttributes: (value: Record<string, string>) => attributes.push(value),
      setHeadComponents: noop,
      setPreBodyComponents: noop,
    } as never,
    {} as never,
  )
  expect(attributes[0]).toMatchObject({ lang: "ar", dir: "rtl" })
  const ja: Record<string, string>[] = []
  onRenderBody!(
    {
      pathname: "/ja/docs/intro",
      setHtmlAttributes: (value: Record<string, string>) => ja.push(value),
      setHeadComponents: noop,
      setPreBodyComponents: noop,
    } as never,
    {} as never,
  )
  expect(ja[0]).toMatchObject({ lang: "ja", dir: "ltr" })
})

it("formats dates with its language and the Gregorian calendar", () => {
  const expected = new Intl.DateTimeFormat("ar", {
    year: "numeric",
    month: "long",
    day: "numeric",
    calendar: "gregory",
    timeZone: "UTC",
  }).format(new Date("2025-03-01T00:00:00Z"))
  expect(formatDate("2025-03-01", ar)).toBe(expected)
  expect(formatDate("2025-03-01", ar)).not.toBe(formatDate("2025-03-01", "en"))
})
