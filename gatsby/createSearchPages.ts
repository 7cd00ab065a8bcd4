// The search page in every locale (/search, /en/search, /ja/search), unless the search config
// turns it off (searchPagePath: null, which also hides the modal's 'See all results').
import path from "node:path"
import type { Actions } from "gatsby"
import { localeCodes, type Locale } from "../src/config/locales"
import { searchConfig } from "../src/config/search"
import { localizePath } from "../src/lib/paths"

export function createSearchPages(createPage: Actions["createPage"], contextFor: (locale: Locale) => Record<string, unknown>) {
  const pagePath = searchConfig.searchPagePath
  if (!pagePath) return
  for (const locale of localeCodes) {
    createPage({ path: localizePath(`/${pagePath}`, locale), component: path.resolve("src/templates/search.tsx"), context: contextFor(locale) })
  }
}
