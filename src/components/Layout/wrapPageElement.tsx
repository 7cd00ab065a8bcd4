import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { isLocale } from "../../config/locales"
import { LocaleProvider } from "../../i18n/LocaleContext"
import Layout, { type BasePageContext } from "."

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as Partial<BasePageContext>
  // Gatsby's own development pages carry no locale: leave them as they are.
  if (!isLocale(context.locale) || !context.messages) return element
  return (
    <LocaleProvider locale={context.locale} messages={context.messages}>
      <Layout location={props.location} pageContext={context as BasePageContext}>
        {element}
      </Layout>
    </LocaleProvider>
  )
}
