import React from "react"
import { Link as GatsbyLink, withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { isExternalUrl, localizePath } from "../../lib/paths"
import ExternalLinkIcon from "../Icon/ExternalLinkIcon"

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">

interface LinkProps extends AnchorProps {
  /** A site path without locale ('/docs/intro'), a path already localized (with `localized`), or an external URL. */
  to: string
  localized?: boolean
  /** Show the external-link icon after external links. */
  showExternalIcon?: boolean
  /** Passed to Gatsby's Link for site paths. */
  activeClassName?: string
  partiallyActive?: boolean
}

/**
 * The one link component: localizes site paths, navigates client-side inside the site, and
 * opens other sites in a new tab without giving them access to this window.
 */
export default function Link({ to, localized = false, showExternalIcon = false, children, ...rest }: LinkProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (isExternalUrl(to)) {
    if (/^(mailto|tel):/i.test(to))
      return (
        <a href={to} {...rest}>
          {children}
        </a>
      )
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {showExternalIcon && <ExternalLinkIcon label={t("common.opensInNewTab")} />}
      </a>
    )
  }
  if (to.startsWith("#"))
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    )
  // Files such as /schemas/tidas_processes.json are the same in every locale and are not pages.
  if (/^\/[^?#]*\.[a-z0-9]+(?:[?#].*)?$/i.test(to))
    return (
      <a href={withPrefix(to)} {...rest}>
        {children}
      </a>
    )
  const target = localized || !to.startsWith("/") ? to : localizePath(to, locale)
  return (
    <GatsbyLink to={target} {...(rest as Record<string, unknown>)}>
      {children}
    </GatsbyLink>
  )
}
