import i18next, { type TFunction } from "i18next"
import { i18nextOptions } from "./options"

/** One locale's strings, by namespace (the file name in locales/<locale>/). */
export type Namespaces = Record<string, Record<string, string>>

/**
 * Locale nodes as a page query returns them (`locales: allLocale(…) { edges { node } }`). The
 * plugin's Locale type leaves its fields nullable; every node it makes has them.
 */
export interface LocaleData {
  readonly locales?: {
    readonly edges: ReadonlyArray<{
      readonly node: { readonly ns: string | null; readonly data: string | null; readonly language: string | null }
    }>
  } | null
}

const cache = new Map<string, TFunction>()

/**
 * A translate function over the given strings, for code outside the React tree that
 * gatsby-plugin-react-i18next provides: the Head of a page, build steps, the server's
 * base-URL banner. Made once per locale and set of strings.
 */
export function translatorFor(
  language: string,
  namespaces: Namespaces,
  key = `${language}\u0000${JSON.stringify(namespaces)}`,
): TFunction {
  const cached = cache.get(key)
  if (cached) return cached
  const instance = i18next.createInstance()
  const names = Object.keys(namespaces)
  void instance.init({
    ...i18nextOptions,
    initImmediate: false,
    lng: language,
    resources: { [language]: namespaces },
    ns: names,
    defaultNS: names[0],
    fallbackNS: names.slice(1),
  })
  cache.set(key, instance.t)
  return instance.t
}

/** The strings a page query fetched, for that page's Head. */
export function pageTranslator(language: string, data: LocaleData | null | undefined): TFunction {
  const nodes = (data?.locales?.edges ?? []).map((edge) => edge.node).filter((node) => node.language === language)
  const key = `${language}\u0000${nodes.map((node) => `${node.ns}\u0000${node.data}`).join("\u0000")}`
  const cached = cache.get(key)
  if (cached) return cached
  return translatorFor(
    language,
    Object.fromEntries(nodes.map((node) => [node.ns ?? "", JSON.parse(node.data ?? "{}") as Record<string, string>])),
    key,
  )
}
