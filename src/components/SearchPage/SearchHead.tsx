import React from "react"
import type { HeadProps } from "gatsby"
import { pageTranslator, type LocaleData } from "../../i18n/translator"
import type { BasePageContext } from "../Layout"
import Seo from "../Seo"

export default function SearchHead({ data, pageContext, location }: HeadProps<LocaleData, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return (
    // The canonical URL is the page without `q` (Seo builds it from the pathname): result lists
    // fold into the one search page instead of being indexed one by one, and the sitemap leaves
    // the search page out.
    <Seo
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={t("searchPage.title")}
      description={t("searchPage.description")}
    />
  )
}
