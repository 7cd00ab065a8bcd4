import React from "react"
import { render } from "@testing-library/react"
import { I18nextContext } from "gatsby-plugin-react-i18next"
import i18next from "i18next"
import { I18nextProvider } from "react-i18next"
import { defaultLocale, localeCodes, type Locale } from "../../src/config/locales"
import { i18nextOptions } from "../../src/i18n/options"
import { loadNamespaces } from "../../gatsby/messages"

const instances = new Map<Locale, typeof i18next>()

/** An i18next instance over every namespace of the locale's real strings. */
export function i18nFor(locale: Locale): typeof i18next {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    const namespaces = loadNamespaces(locale)
    const names = Object.keys(namespaces)
    void instance.init({
      ...i18nextOptions,
      initImmediate: false,
      lng: locale,
      resources: { [locale]: namespaces },
      ns: names,
      defaultNS: names[0],
      fallbackNS: names.slice(1),
      react: { useSuspense: false },
    })
    instances.set(locale, instance)
  }
  return instance
}

/** What gatsby-plugin-react-i18next provides to every page: the i18next instance and the routing context. */
export function I18nProviders({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const context = {
    language: locale,
    languages: localeCodes,
    defaultLanguage: defaultLocale,
    routed: locale !== defaultLocale,
    generateDefaultLanguagePage: false,
    originalPath: "/",
    path: "/",
  }
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  )
}

/** Renders inside the translations' providers with the real strings of that locale. */
export function renderInLocale(ui: React.ReactElement, locale: Locale = "en") {
  return render(<I18nProviders locale={locale}>{ui}</I18nProviders>)
}

/** The `locales` field of a page query's data, as the Head of a page in that locale receives it. */
export function localeData(locale: Locale) {
  const edges = Object.entries(loadNamespaces(locale)).map(([ns, data]) => ({
    node: { ns, language: locale, data: JSON.stringify(data) },
  }))
  return { locales: { edges } }
}
