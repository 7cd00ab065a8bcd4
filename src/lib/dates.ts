import { locales, type Locale } from "../config/locales"

// Creating a DateTimeFormat loads locale data and costs far more than formatting with one; a
// blog list formats a date per post.
const formatters = new Map<Locale, Intl.DateTimeFormat>()

/** A date as the locale writes it (calendar and format from the locale config), in UTC. */
export function formatDate(value: string | Date, locale: Locale): string {
  const config = locales[locale]
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(config.htmlLang, {
      ...config.dateFormat,
      calendar: config.calendar,
      timeZone: "UTC",
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(date)
}
