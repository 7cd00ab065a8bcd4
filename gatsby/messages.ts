// Build steps outside pages (feeds, llms.txt, OpenSearch) read the UI strings straight from
// locales/<locale>/<namespace>.json, the files gatsby-plugin-react-i18next sources for pages.
import fs from "node:fs"
import path from "node:path"
import type { TFunction } from "i18next"
import { translatorFor, type Namespaces } from "../src/i18n/translator"

export const localesDir = path.resolve("locales")

export function loadNamespaces(locale: string, dir = localesDir): Namespaces {
  const folder = path.join(dir, locale)
  const namespaces: Namespaces = {}
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    namespaces[file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<
      string,
      string
    >
  }
  return namespaces
}

/** All of a locale's strings, flat ('docs.paginator.next' → text). */
export function loadMessages(locale: string, dir = localesDir): Record<string, string> {
  return Object.assign({}, ...Object.values(loadNamespaces(locale, dir))) as Record<string, string>
}

/** A translate function over all of a locale's strings, for build steps. */
export function buildTranslator(locale: string): TFunction {
  return translatorFor(locale, loadNamespaces(locale))
}
