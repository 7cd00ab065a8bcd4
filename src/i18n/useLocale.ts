// The hook alone: the package index re-exports all of react-i18next.
import { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next"
import { asLocale, type Locale } from "../config/locales"

/** The page's locale, as gatsby-plugin-react-i18next knows it, typed as one of the site's. */
export function useLocale(): Locale {
  return asLocale(useI18next().language)
}
