import { pageTranslator, type LocaleData } from "../../i18n/translator"
import React, { useEffect } from "react"
import { navigate, withPrefix, type HeadProps, type PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import Main from "../Layout/Main"
import Link from "../Link"
import Seo from "../Seo"

interface DocsRootContext extends BasePageContext {
  target: string
}

/** /docs leads to the main doc: at once with JavaScript, through a meta refresh without it. */
export default function DocsRoot({ pageContext }: PageProps<object, DocsRootContext>) {
  const { t } = useTranslation()
  useEffect(() => {
    navigate(pageContext.target, { replace: true })
  }, [pageContext.target])
  return (
    <Main className="container">
      <p>
        <Link to={pageContext.target} localized>
          {t("docs.root.goToDocs")}
        </Link>
      </p>
    </Main>
  )
}

export function DocsRootHead({ data, pageContext, location }: HeadProps<LocaleData, DocsRootContext>) {
  return (
    <Seo locale={pageContext.locale} t={pageTranslator(pageContext.locale, data)} pathname={location.pathname} noindex>
      <meta httpEquiv="refresh" content={`0; url=${withPrefix(pageContext.target)}`} />
    </Seo>
  )
}
