import { defaultLocale, type Locale } from "../../config/locales"

/**
 * The text for `locale` in a map of locale to text, as category and blog metadata files write
 * labels ({ "zh-CN": …, "en": …, "ja": … }); the default locale's text when that locale has none.
 */
export function localized(value: unknown, locale: Locale): string {
  if (!value || typeof value !== "object") return ""
  const texts = value as Record<string, unknown>
  const text = texts[locale] ?? texts[defaultLocale]
  return typeof text === "string" ? text : ""
}
