import React from "react"
import type { GatsbySSR } from "gatsby"
import { defaultLocale, locales } from "./src/config/locales"
import { siteConfig } from "./src/config/site"
import { splitLocale } from "./src/lib/paths"
import { prepaintScript } from "./src/lib/prepaint"
import { sitePathname } from "./src/lib/site-path"
import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/Layout/wrapPageElement"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const locale = pathname ? splitLocale(sitePathname(pathname)).locale : defaultLocale
  setHtmlAttributes({ lang: locales[locale].htmlLang, dir: locales[locale].direction, "data-theme": siteConfig.colorMode.defaultMode } as Record<string, string>)
  setHeadComponents([<script key="prepaint" dangerouslySetInnerHTML={{ __html: prepaintScript() }} />])
}
