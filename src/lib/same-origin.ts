// The one gate for client-side navigation to an address the page did not write itself: one
// built from the URL (the not-found page's .html stripping), read from storage (recent
// searches) or received from the search backend (hits). Only a path on this site passes.

/** Browsers drop tabs and newlines anywhere in a URL, and spaces and control characters at its ends. */
const ignoredInside = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const ignoredAtEnds = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
/** One slash, then anything but a second slash or a backslash (which browsers read as a slash). */
const rootedPath = /^\/(?![/\\])/
const base = "http://same-origin.invalid"

/**
 * The address as a path on this site ('/en/docs/intro?x#y'), or null when a browser would read
 * it as another origin ('//x', '/\x', '\\x'), a scheme ('https:x', 'javascript:…', also with
 * tabs or newlines inside the scheme) or a relative path ('%2F%2Fx').
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== "string") return null
  const cleaned = value.replace(ignoredInside, "").replace(ignoredAtEnds, "")
  if (!rootedPath.test(cleaned)) return null
  let url: URL
  try {
    url = new URL(cleaned, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  // Dot segments can leave '//' at the start once resolved ('/.//x'): refused as well.
  const path = `${url.pathname}${url.search}${url.hash}`
  return rootedPath.test(path) ? path : null
}

const encodedSeparator = /%2f|%5c/i

/**
 * The address bar's path with encoded slashes and backslashes ('/a%2Fb', '/%5Cx') written as
 * plain slashes, or null when it has none. Gatsby's loader decodes such a path for one lookup
 * and not for another, and the page then renders nothing; no page of this site has one, so the
 * reader is sent to the page (or the not-found page) of the plain path. Runs of slashes collapse, so
 * the result is always a path on this site ('/%2F%2Fevil.example' gives '/evil.example').
 */
export function withoutEncodedSeparators(pathname: string): string | null {
  if (!encodedSeparator.test(pathname)) return null
  return `/${pathname.replace(/%2f|%5c|\\/gi, "/")}`.replace(/\/{2,}/g, "/")
}
