import React, { useEffect } from "react"
import { navigate, withPrefix, type HeadProps, type PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useT } from "../../i18n/LocaleContext"
import Main from "../Layout/Main"
import Link from "../Link"
import Seo from "../Seo"

interface DocsRootContext extends BasePageContext {
  target: string
}

/** /docs leads to the main doc: at once with JavaScript, through a meta refresh without it. */
export default function DocsRoot({ pageContext }: PageProps<object, DocsRootContext>) {
  const t = useT()
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

export function DocsRootHead({ pageContext, location }: HeadProps<object, DocsRootContext>) {
  return (
    <Seo locale={pageContext.locale} messages={pageContext.messages} pathname={location.pathname} noindex>
      <meta httpEquiv="refresh" content={`0; url=${withPrefix(pageContext.target)}`} />
    </Seo>
  )
}
