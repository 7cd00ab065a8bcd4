import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { isLocale } from "../../config/locales"
import Layout, { type BasePageContext } from "."

/**
 * Every page inside the site's chrome, for gatsby-browser and gatsby-ssr alike (through the
 * local plugin plugins/page-layout, which gatsby-plugin-react-i18next's provider wraps).
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = props.pageContext as Partial<BasePageContext>
  // Gatsby's own development pages carry no locale: leave them as they are.
  if (!isLocale(context.locale)) return element
  return (
    <Layout location={props.location} pageContext={context as BasePageContext}>
      {element}
    </Layout>
  )
}
