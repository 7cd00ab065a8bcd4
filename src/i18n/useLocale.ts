import { useI18next } from "gatsby-plugin-react-i18next"
import { asLocale, type Locale } from "../config/locales"

/** The page's locale, as gatsby-plugin-react-i18next knows it, typed as one of the site's. */
export function useLocale(): Locale {
  return asLocale(useI18next().language)
}
