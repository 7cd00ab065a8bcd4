import React, { useCallback, useEffect, useRef, useState } from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { useHideOnScroll } from "../../hooks/useHideOnScroll"
import { desktopQuery, useMediaQuery } from "../../hooks/useMediaQuery"
import type { SidebarItem } from "../../lib/docs/types"
import Link from "../Link"
import ColorModeToggle from "./ColorModeToggle"
import ItemErrorBoundary from "./ItemErrorBoundary"
import type { PageLocation } from "./LocaleDropdown"
import LazyPart, { preloadPart, type Loader } from "../LazyPart"
import type { MobileMenuProps } from "./MobileMenu"
import NavbarItem from "./NavbarItem"
import type { VersionLink } from "../../lib/docs/versions"
import * as styles from "./styles.module.css"

// The phone menu is code no first visit needs: it loads when the reader reaches for its button.
const loadMobileMenu: Loader<MobileMenuProps> = () => import(/* webpackChunkName: "mobile-menu" */ "./MobileMenu")
const preloadMobileMenu = () => preloadPart(loadMobileMenu)

export interface NavbarProps {
  location: PageLocation
  sidebar: SidebarItem[] | null
  sidebarKind: "docs" | "blog"
  versions: VersionLink[]
  activeVersion: string | null
  searchSlot?: React.ReactNode
}

export default function Navbar({ location, sidebar, sidebarKind, versions, activeVersion, searchSlot }: NavbarProps) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const isDesktop = useMediaQuery(desktopQuery)
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    toggleRef.current?.focus()
  }, [])

  // The menu closes when the reader navigates and when the window grows to desktop width.
  useEffect(() => setMenuOpen(false), [location.pathname])
  useEffect(() => {
    if (isDesktop) setMenuOpen(false)
  }, [isDesktop])

  const itemProps = { location, versions, activeVersion, searchSlot }
  const render = (position: "left" | "right") =>
    siteConfig.navbar.items
      .filter((item) => item.position === position)
      .map((item, index) => (
        <ItemErrorBoundary key={`${position}-${index}`} fallback={t("navbar.itemFailed")}>
          <div className={item.type === "search" ? styles.searchItem : styles.desktopOnly}>
            <NavbarItem item={item} {...itemProps} />
          </div>
        </ItemErrorBoundary>
      ))

  return (
    <header className={`${styles.navbar} ${hidden ? styles.navbarHidden : ""}`}>
      {/* Without JavaScript the menu and colour buttons could do nothing: hide them, and on a
          phone show the navbar's own links instead of the menu that would have held them. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>.${styles.menuToggle},.${styles.colorToggle}{display:none!important}@media (max-width:996px){.${styles.left} .${styles.desktopOnly}{display:block;white-space:nowrap}}</style>`,
        }}
      />
      <nav className={styles.inner} aria-label={t("navbar.mainMenu")}>
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.item} ${styles.iconButton} ${styles.menuToggle}`}
          aria-label={t("navbar.openMenu")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={preloadMobileMenu}
          onTouchStart={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <Link to="/" className={styles.brand}>
          <img src="/img/logo.svg" alt={t("site.logoAlt")} width="32" height="32" />
          <span className={styles.brandTitle}>{t("site.shortTitle")}</span>
        </Link>
        <div className={styles.left}>{render("left")}</div>
        <div className={styles.right}>
          {render("right")}
          <ColorModeToggle />
        </div>
        <span className={styles.parsed} />
      </nav>
      {menuOpen && (
        <LazyPart
          load={loadMobileMenu}
          props={{
            open: true,
            onClose: closeMenu,
            sidebar,
            sidebarLabel: t(sidebarKind === "blog" ? "blog.sidebar.label" : "docs.sidebar.label"),
            currentPath: location.pathname,
            ...itemProps,
          }}
        />
      )}
    </header>
  )
}
