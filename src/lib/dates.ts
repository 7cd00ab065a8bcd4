import { locales, type Locale } from "../config/locales"

/** A date as the locale writes it (calendar and format from the locale config), in UTC. */
export function formatDate(value: string | Date, locale: Locale): string {
  const config = locales[locale]
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return new Intl.DateTimeFormat(config.htmlLang, { ...config.dateFormat, calendar: config.calendar, timeZone: "UTC" }).format(date)
}
