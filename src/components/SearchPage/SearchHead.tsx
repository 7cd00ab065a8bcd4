import React from "react"
import type { HeadProps } from "gatsby"
import { translatorFor } from "../../i18n/translate"
import type { BasePageContext } from "../Layout"
import Seo from "../Seo"

export default function SearchHead({ pageContext, location }: HeadProps<object, BasePageContext>) {
  const t = translatorFor(pageContext.locale, pageContext.messages)
  return (
    // The canonical URL is the page without `q` (Seo builds it from the pathname): result lists
    // fold into the one search page instead of being indexed one by one, and the sitemap leaves
    // the search page out.
    <Seo locale={pageContext.locale} messages={pageContext.messages} pathname={location.pathname} title={t("search.page.title")} description={t("search.page.description")} />
  )
}
