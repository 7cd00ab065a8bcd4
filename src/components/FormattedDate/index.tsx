import React, { useState } from "react"
import type { Locale } from "../../config/locales"
import { formatDate } from "../../lib/dates"
import { useIsHydrating } from "../../lib/first-load/hydration"

// The same object on every render: React writes innerHTML only when `__html` changes, so the
// server's text stays as it is.
const serverText = { __html: "" }

/**
 * A date as the locale writes it, in a `<time>`. Creating the locale's date formatter loads its
 * calendar data, which made it the costliest single step of hydrating a doc or a post; the
 * server has already written the same text, so while the page hydrates that text is kept
 * instead of formatted again (as components/StaticHtml keeps a doc's text). Any later render
 * formats. Like StaticHtml, an instance that kept the server's text keeps it for its whole
 * life, which holds inside a page: a navigation mounts a new one.
 */
export default function FormattedDate({ value, locale }: { value: string; locale: Locale }) {
  const hydrating = useIsHydrating()
  const [keepServerText] = useState(hydrating)
  return keepServerText ? (
    <time dateTime={value} dangerouslySetInnerHTML={serverText} suppressHydrationWarning />
  ) : (
    <time dateTime={value}>{formatDate(value, locale)}</time>
  )
}
