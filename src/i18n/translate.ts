// A small i18next-compatible translator: flat namespaced keys ('docs.paginator.next'),
// {{var}} interpolation and plural forms chosen by Intl.PluralRules (key_one, key_other).
// One translator per locale is created once and reused across renders.
import { locales, type Locale } from "../config/locales"

export type Messages = Record<string, string>
export type TranslateVars = Record<string, string | number>
export type Translate = (key: string, vars?: TranslateVars) => string

function interpolate(template: string, vars?: TranslateVars): string {
  if (!vars) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  )
}

export function createTranslator(locale: Locale, messages: Messages): Translate {
  // Made on first use: creating PluralRules loads locale data, and most pages count nothing.
  let plurals: Intl.PluralRules | undefined
  return (key, vars) => {
    let template: string | undefined
    if (vars && typeof vars.count === "number") {
      plurals = plurals ?? new Intl.PluralRules(locales[locale]?.htmlLang ?? locale)
      template = messages[`${key}_${plurals.select(vars.count)}`] ?? messages[`${key}_other`]
    }
    template = template ?? messages[key]
    // A missing key shows itself, so the key-parity test and readers both notice it.
    return template === undefined ? key : interpolate(template, vars)
  }
}

const cache = new Map<string, { messages: Messages; translate: Translate }>()

export function translatorFor(locale: Locale, messages: Messages): Translate {
  const cached = cache.get(locale)
  if (cached && cached.messages === messages) return cached.translate
  const translate = createTranslator(locale, messages)
  cache.set(locale, { messages, translate })
  return translate
}
