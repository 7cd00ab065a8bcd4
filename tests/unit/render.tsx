import React from "react"
import { render } from "@testing-library/react"
import type { Locale } from "../../src/config/locales"
import { LocaleProvider } from "../../src/i18n/LocaleContext"
import { loadMessages } from "../../gatsby/messages"

const cache = new Map<Locale, Record<string, string>>()

export function messagesFor(locale: Locale) {
  if (!cache.has(locale)) cache.set(locale, loadMessages(locale))
  return cache.get(locale)!
}

/** Renders inside the locale provider with the real messages of that locale. */
export function renderInLocale(ui: React.ReactElement, locale: Locale = "en") {
  return render(
    <LocaleProvider locale={locale} messages={messagesFor(locale)}>
      {ui}
    </LocaleProvider>,
  )
}
