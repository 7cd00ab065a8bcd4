import React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { defaultLocale, locales } from "./src/config/locales"
import { siteConfig } from "./src/config/site"
import { splitLocale } from "./src/lib/paths"
import { baseUrlBannerId, baseUrlBannerScript } from "./src/lib/base-url-banner"
import { prepaintScript } from "./src/lib/prepaint"
import { pageIndependentBootstrap } from "./src/lib/serving/page-bootstrap"
import { translatorFor } from "./src/i18n/translator"
import zhCN from "./locales/zh-CN/baseUrlIssue.json"
import en from "./locales/en/baseUrlIssue.json"
import ja from "./locales/ja/baseUrlIssue.json"
import { sitePathname } from "./src/lib/site-path"
import { mainContentId } from "./src/components/Layout/Main"
import "./src/styles/global.css"

const bannerMessages: Record<string, Record<string, string>> = { "zh-CN": zhCN, en, ja }

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const locale = pathname ? splitLocale(sitePathname(pathname)).locale : defaultLocale
  setHtmlAttributes({
    lang: locales[locale].htmlLang,
    dir: locales[locale].direction,
    "data-theme": siteConfig.colorMode.defaultMode,
  } as Record<string, string>)
  // Rendering waits until the parser reaches the page's <main> (`rel="expect"`, Chromium 124+;
  // other browsers ignore it). Without it Chromium lays out and paints a frame as soon as the
  // head is parsed, with no text in it; Lighthouse's model then takes that empty frame for the
  // first paint and counts the page's real first layout, with its fonts, as blocking time. The
  // reader sees the same first frame as before (first visual change 0.47–0.58 s unthrottled
  // either way, in docs/performance.md's runs). A page without the id renders once parsed.
  // The icon is the same on every page: outside the Head API, which takes a page's head elements
  // out before it adds the next page's, and a browser without an icon link asks for /favicon.ico.
  setHeadComponents([
    <link key="expect-main" rel="expect" href={`#${mainContentId}`} {...{ blocking: "render" }} />,
    <script key="prepaint" dangerouslySetInnerHTML={{ __html: prepaintScript() }} />,
    <link key="icon" rel="icon" href={withPrefix("/img/favicon.svg")} type="image/svg+xml" />,
  ])
  const t = translatorFor(locale, { baseUrlIssue: bannerMessages[locale] ?? {} })
  const prefix = withPrefix("/").replace(/\/$/, "")
  setPreBodyComponents([
    <div
      key="base-url-banner"
      id={baseUrlBannerId}
      role="alert"
      hidden
      style={{
        padding: "1rem",
        margin: 0,
        background: "#fff3cd",
        color: "#3d2e00",
        borderBottom: "2px solid #c69500",
        fontFamily: "system-ui, sans-serif",
        lineHeight: 1.5,
      }}
    >
      <strong>{t("baseUrlIssue.title")}</strong> {t("baseUrlIssue.body", { prefix: prefix || "/" })}
    </div>,
    <script key="base-url-banner-script" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(prefix) }} />,
  ])
}

type ScriptElement = React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>

type StyleElement = React.ReactElement<{ "data-identity"?: string }>
const isInlinedStylesheet = (component: React.ReactNode) =>
  React.isValidElement(component) && (component as StyleElement).props["data-identity"] === "gatsby-global-css"

/**
 * Gatsby's page bootstrap, made the same on every page (see src/lib/serving/page-bootstrap.ts).
 * Gatsby inlines a page's stylesheets in the reverse of the order its chunks load them, the
 * site-wide one last; put back in load order, the site-wide rules come first on a first visit
 * as they do when client-side navigation adds a template's stylesheets after them.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = getHeadComponents()
  const inLoadOrder = head.filter(isInlinedStylesheet).reverse()
  replaceHeadComponents(head.map((component) => (isInlinedStylesheet(component) ? inLoadOrder.shift() : component)))
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      const element = component as ScriptElement
      if (!React.isValidElement(element) || element.props.id !== "gatsby-script-loader") return component
      const bootstrap = pageIndependentBootstrap(element.props.dangerouslySetInnerHTML?.__html ?? "")
      if (!bootstrap) return component
      return React.cloneElement(element, {
        "data-page-path": bootstrap.pagePath,
        dangerouslySetInnerHTML: { __html: bootstrap.code },
      } as Record<string, unknown>)
    }),
  )
}
