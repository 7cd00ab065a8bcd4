// The home page and the not-found page of every locale.
import { defaultLocale, localeCodes } from "../src/config/locales"
import { localizePath } from "../src/lib/paths"
import { pageNamespaces } from "./page-strings"
import { mainDocVersions, template, type PageBuilder } from "./pages"

export const homePages: PageBuilder = (site) =>
  localeCodes.map((locale) => ({
    path: localizePath("/", locale),
    component: template("home"),
    context: { locale, namespaces: pageNamespaces.home, versions: mainDocVersions(site, locale) },
  }))

export const notFoundPages: PageBuilder = (site) =>
  localeCodes.map((locale) => {
    const context = { locale, namespaces: pageNamespaces.notFound, versions: mainDocVersions(site, locale) }
    if (locale === defaultLocale) return { path: "/404/", component: template("not-found"), context }
    // '/ja/404.html' + matchPath: nginx serves this file for unknown /ja/ paths, and the client
    // renders it for any unknown path under /ja/.
    const home = localizePath("/", locale)
    return { path: `${home}/404.html`, matchPath: `${home}/*`, component: template("not-found"), context }
  })
