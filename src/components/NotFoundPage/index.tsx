import React, { useEffect } from "react"
import { navigate, type HeadProps, type PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import { useTranslation } from "react-i18next"
import { pageTranslator, type LocaleData } from "../../i18n/translator"
import { stripHtmlSuffix } from "../../lib/paths"
import { sameOriginPath } from "../../lib/same-origin"
import { sitePathname } from "../../lib/site-path"
import Main from "../Layout/Main"
import Link from "../Link"
import Seo from "../Seo"

export default function NotFoundPage({ location }: PageProps<object, BasePageContext>) {
  const { t } = useTranslation()
  // '/ja/docs/intro.html' and '.../index.html' lead to the page without the ending, under any
  // static server. Only to a path on this site: '//evil.example/x.html' stays here.
  useEffect(() => {
    const path = sitePathname(location.pathname)
    const stripped = /\/404(\.html)?$/.test(path) ? null : stripHtmlSuffix(path)
    const target = stripped === null ? null : sameOriginPath(`${stripped}${location.search}${location.hash}`)
    if (target) navigate(target, { replace: true })
  }, [location.pathname, location.search, location.hash])
  return (
    <Main className="container narrow">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p>{t("notFound.tellOwner")}</p>
      <p>
        <Link to="/">{t("notFound.home")}</Link>
      </p>
    </Main>
  )
}

export function NotFoundHead({ data, pageContext, location }: HeadProps<LocaleData, BasePageContext>) {
  const t = pageTranslator(pageContext.locale, data)
  return (
    <Seo
      locale={pageContext.locale}
      t={pageTranslator(pageContext.locale, data)}
      pathname={location.pathname}
      title={t("notFound.title")}
      isNotFound
    />
  )
}
