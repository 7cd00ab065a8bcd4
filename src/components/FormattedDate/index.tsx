import React from "react"
import type { Locale } from "../../config/locales"
import { formatDate } from "../../lib/dates"
import { serverMarkup, useFirstRenderedWhileHydrating } from "../../lib/first-load/hydration"

/**
 * A date as the locale writes it, in a `<time>`. Creating the locale's date formatter loads its
 * calendar data, which made it the costliest single step of hydrating a doc or a post; the
 * server has already written the same text, so while the page hydrates that text is kept
 * instead of formatted again (as components/StaticHtml keeps a doc's text). Like StaticHtml, an
 * instance that kept the server's text keeps it for its whole life, which holds inside a page:
 * a navigation mounts a new one.
 */
export default function FormattedDate({ value, locale }: { value: string; locale: Locale }) {
  return useFirstRenderedWhileHydrating() ? (
    <time dateTime={value} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
  ) : (
    <time dateTime={value}>{formatDate(value, locale)}</time>
  )
}
