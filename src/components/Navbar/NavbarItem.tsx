import React from "react"
import type { NavbarItemConfig } from "../../config/site"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import GitHubIcon from "../Icon/GitHubIcon"
import Link from "../Link"
import ColorModeToggle from "./ColorModeToggle"
import Dropdown from "./Dropdown"
import LocaleDropdown, { type PageLocation } from "./LocaleDropdown"
import type { VersionLink } from "../../lib/docs/versions"
import VersionDropdown from "./VersionDropdown"
import * as styles from "./styles.module.css"

export interface NavbarItemProps {
  item: NavbarItemConfig
  location: PageLocation
  versions: VersionLink[]
  activeVersion: string | null
  /** Slot filled by the search feature; the navbar knows nothing about search itself. */
  searchSlot?: React.ReactNode
}

export default function NavbarItem({ item, location, versions, activeVersion, searchSlot }: NavbarItemProps) {
  const { t } = useTranslation()
  switch (item.type) {
    case "docSidebar":
      return (
        <Link
          to={`/${siteConfig.docs.routeBasePath}/${siteConfig.docs.mainDocId}`}
          className={styles.item}
          partiallyActive
          activeClassName={styles.itemActive}
          data-docs-root
        >
          {t(item.label)}
        </Link>
      )
    case "link":
      if (item.icon === "github") {
        return (
          <Link
            to={item.href ?? item.to ?? "/"}
            className={`${styles.item} ${styles.iconButton}`}
            aria-label={t(item.label)}
            title={t(item.label)}
          >
            <GitHubIcon />
          </Link>
        )
      }
      return (
        <Link to={item.href ?? item.to ?? "/"} className={styles.item} showExternalIcon={Boolean(item.href)}>
          {t(item.label)}
        </Link>
      )
    case "dropdown":
      return (
        <Dropdown label={t(item.label)} position={item.position}>
          {item.items.map((child, index) => (
            <li key={index}>
              <NavbarItem item={child} location={location} versions={versions} activeVersion={activeVersion} />
            </li>
          ))}
        </Dropdown>
      )
    case "localeDropdown":
      return <LocaleDropdown location={location} position={item.position} />
    case "docsVersionDropdown":
      return <VersionDropdown versions={versions} activeVersion={activeVersion} position={item.position} />
    case "search":
      return <>{searchSlot ?? null}</>
    default:
      throw new Error(`Unknown navbar item type "${(item as { type: string }).type}".`)
  }
}

export { ColorModeToggle }
