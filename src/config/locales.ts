// The one place that knows which locales exist and how each is written and routed.
// Adding a locale (even a right-to-left one) is a config change here plus its locales/ folder.

export type Direction = "ltr" | "rtl"

export interface LocaleConfig {
  /** Name shown in the language dropdown, in the locale's own language. */
  label: string
  htmlLang: string
  direction: Direction
  calendar: string
  /** URL segment; empty for the default locale, which lives at the site root. */
  path: string
  /** Options for Intl.DateTimeFormat when a date is shown in full. */
  dateFormat: Intl.DateTimeFormatOptions
}

export const locales = {
  "zh-CN": {
    label: "简体中文",
    htmlLang: "zh-CN",
    direction: "ltr",
    calendar: "gregory",
    path: "",
    dateFormat: { year: "numeric", month: "long", day: "numeric" },
  },
  en: {
    label: "English",
    htmlLang: "en",
    direction: "ltr",
    calendar: "gregory",
    path: "en",
    dateFormat: { year: "numeric", month: "long", day: "numeric" },
  },
  ja: {
    label: "日本語",
    htmlLang: "ja",
    direction: "ltr",
    calendar: "gregory",
    path: "ja",
    dateFormat: { year: "numeric", month: "long", day: "numeric" },
  },
} satisfies Record<string, LocaleConfig>

export type Locale = keyof typeof locales

export const defaultLocale: Locale = "zh-CN"

export const localeCodes = Object.keys(locales) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(locales, value)
}

/** The locale a value names, or the default one. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}
