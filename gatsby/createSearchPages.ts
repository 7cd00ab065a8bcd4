// The search page in every locale (/search, /en/search, /ja/search), unless the search config
// turns it off (searchPagePath: null, which also hides the modal's 'See all results').
import { localeCodes } from "../src/config/locales"
import { searchConfig } from "../src/config/search"
import { localizePath } from "../src/lib/paths"
import { pageNamespaces } from "./page-strings"
import { mainDocVersions, template, type PageBuilder } from "./pages"

export const searchPages: PageBuilder = (site) => {
  const pagePath = searchConfig.searchPagePath
  if (!pagePath) return []
  return localeCodes.map((locale) => ({
    path: localizePath(`/${pagePath}`, locale),
    component: template("search"),
    context: { locale, namespaces: pageNamespaces.search, versions: mainDocVersions(site, locale) },
  }))
}
