// Locale-aware path building. Components never concatenate locale prefixes themselves.
import { defaultLocale, localeCodes, locales, type Locale } from "../config/locales"

/** '/docs/intro' + 'ja' -> '/ja/docs/intro'; '/' + 'ja' -> '/ja'. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`
  const segment = locales[locale].path
  if (!segment) return clean
  return clean === "/" ? `/${segment}` : `/${segment}${clean}`
}

/** Splits '/ja/docs/intro' into { locale: 'ja', path: '/docs/intro' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = pathname.startsWith("/") ? pathname : `/${pathname}`
  for (const locale of localeCodes) {
    const segment = locales[locale].path
    if (!segment) continue
    if (clean === `/${segment}` || clean === `/${segment}/`) return { locale, path: "/" }
    if (clean.startsWith(`/${segment}/`)) return { locale, path: clean.slice(segment.length + 1) }
  }
  return { locale: defaultLocale, path: clean }
}

/** The same page in another locale, keeping the query string and hash. */
export function switchLocale(pathname: string, search: string, hash: string, target: Locale): string {
  const { path } = splitLocale(pathname)
  return `${localizePath(path, target)}${search}${hash}`
}

/** Strips a trailing 'index.html' or '.html' (the site serves pages without them). */
export function stripHtmlSuffix(pathname: string): string | null {
  const match = pathname.match(/^(.*?)(\/index\.html|\.html)$/)
  if (!match) return null
  return match[1] === "" ? "/" : match[1]
}

/** True for absolute URLs that leave the site (http:, https:, mailto:, protocol-relative). */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href)
}
