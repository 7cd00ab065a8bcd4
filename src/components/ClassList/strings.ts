import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import en from "../../../locales/en/classes.json"
import ja from "../../../locales/ja/classes.json"
import zh from "../../../locales/zh-CN/classes.json"

// The classification section's strings come with its code, which is a chunk loaded after the
// page: the schema page's data (which every visit downloads) carries none of them. The server
// renders from the same files, so hydration finds the same text.
const bundles: Record<string, Record<string, string>> = { en, ja, "zh-CN": zh }

/** A translator for the `classes` strings in the page's language. */
export function useClassStrings() {
  const { i18n } = useTranslation()
  const locale = useLocale()
  if (!i18n.hasResourceBundle(locale, "classes")) i18n.addResourceBundle(locale, "classes", bundles[locale] ?? en)
  return useMemo(() => i18n.getFixedT(locale, "classes"), [i18n, locale])
}
