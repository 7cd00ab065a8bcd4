import React from "react"
import { localeCodes, locales } from "../../config/locales"
import { useBrowserLocation } from "../../hooks/useBrowserLocation"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { switchLocale } from "../../lib/paths"
import { sitePathname } from "../../lib/site-path"
import Link from "../Link"
import Dropdown from "./Dropdown"
import * as styles from "./styles.module.css"

export interface PageLocation {
  pathname: string
  search: string
  hash: string
}

export function localeLinks(location: PageLocation) {
  return localeCodes.map((code) => ({
    code,
    label: locales[code].label,
    lang: locales[code].htmlLang,
    href: switchLocale(sitePathname(location.pathname), location.search, location.hash, code),
  }))
}

export default function LocaleDropdown({ location, position }: { location: PageLocation; position: "left" | "right" }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const current = useBrowserLocation(location)
  return (
    <Dropdown
      position={position}
      ariaLabel={t("navbar.languages", { language: locales[locale].label })}
      label={
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12.9 15.1l-2.5-2.5v-.1a17.6 17.6 0 003.7-6.5H17V4h-7V2H8v2H1v2h11.2A15.8 15.8 0 019 11.4 15.7 15.7 0 016.7 8h-2a17.6 17.6 0 002.9 4.5l-5.1 5 1.4 1.5 5-5 3.1 3.1.8-2zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z"
            />
          </svg>
          <span>{locales[locale].label}</span>
        </>
      }
    >
      {localeLinks(current).map((item) => (
        <li key={item.code}>
          <Link
            to={item.href}
            localized
            lang={item.lang}
            hrefLang={item.lang}
            className={`${styles.menuLink} ${item.code === locale ? styles.menuLinkActive : ""}`}
            aria-current={item.code === locale ? "true" : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </Dropdown>
  )
}
