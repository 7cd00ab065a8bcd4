import type { Locale } from "../../config/locales"
import { localizePath } from "../paths"

/** '/blog' plus `rest`, in the locale's prefix: blogPath('ja', '/tags/x') is '/ja/blog/tags/x'. */
export function blogPath(locale: Locale, rest = ""): string {
  return localizePath(`/blog${rest}`, locale)
}
