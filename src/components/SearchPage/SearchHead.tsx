import React from "react"
import type { HeadProps } from "gatsby"
import { translatorFor } from "../../i18n/translate"
import type { BasePageContext } from "../Layout"
import Seo from "../Seo"

export default function SearchHead({ pageContext, location }: HeadProps<object, BasePageContext>) {
  const t = translatorFor(pageContext.locale, pageContext.messages)
  return (
    <Seo locale={pageContext.locale} messages={pageContext.messages} pathname={location.pathname} title={t("search.page.title")} description={t("search.page.description")}>
      {/* Result lists are not content of their own (Google's guidelines ask to keep them out of
          the index), but the pages they link to should still be found. */}
      <meta name="robots" content="noindex, follow" />
    </Seo>
  )
}
