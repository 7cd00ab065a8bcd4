import React, { createContext, useContext, useMemo } from "react"
import type { Locale } from "../config/locales"
import { translatorFor, type Messages, type Translate } from "./translate"

interface LocaleContextValue {
  locale: Locale
  t: Translate
}

const LocaleContext = createContext<LocaleContextValue | null>(null)

export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, t: translatorFor(locale, messages) }), [locale, messages])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext)
  if (!value) throw new Error("useLocale() needs a <LocaleProvider> above it (it is added by wrapPageElement).")
  return value
}

/** Shorthand for components that only need the translate function. */
export function useT(): Translate {
  return useLocale().t
}
