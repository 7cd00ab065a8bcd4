import React, { useEffect, useRef, useState } from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { useTrapFocus } from "../../hooks/useTrapFocus"
import type { SidebarItem } from "../../lib/docs/types"
import DocSidebarItems from "../DocSidebar/DocSidebarItems"
import Link from "../Link"
import ItemErrorBoundary from "./ItemErrorBoundary"
import NavbarItem, { type NavbarItemProps } from "./NavbarItem"
import * as styles from "./styles.module.css"

export interface MobileMenuProps extends Omit<NavbarItemProps, "item"> {
  open: boolean
  onClose: () => void
  sidebar: SidebarItem[] | null
  sidebarLabel: string
  currentPath: string
}

/**
 * The side menu below 996 px: a primary panel with the navbar items and, on docs pages, a
 * secondary panel with the docs sidebar. It opens on the secondary panel when there is one.
 */
export default function MobileMenu({
  open,
  onClose,
  sidebar,
  sidebarLabel,
  currentPath,
  ...itemProps
}: MobileMenuProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const [panel, setPanel] = useState<"primary" | "secondary">(sidebar ? "secondary" : "primary")
  useTrapFocus(ref, open, onClose)

  useEffect(() => {
    if (!open) return
    setPanel(sidebar ? "secondary" : "primary")
    ref.current?.querySelector<HTMLElement>("button, a[href]")?.focus()
  }, [open, sidebar])

  if (!open) return null
  const items = siteConfig.navbar.items.filter((item) => item.type !== "search")
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className={styles.sidebarMenu}
        role="dialog"
        aria-modal="true"
        aria-label={t("navbar.menu")}
        id="mobile-menu"
      >
        <div className={styles.sidebarMenuHeader}>
          <Link to="/" className={styles.brand} onClick={onClose}>
            <img src="/img/logo.svg" alt="" width="28" height="28" />
            <span>{t("site.shortTitle")}</span>
          </Link>
          <button
            type="button"
            className={`${styles.item} ${styles.iconButton}`}
            onClick={onClose}
            aria-label={t("navbar.closeMenu")}
          >
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        {panel === "secondary" && sidebar ? (
          <nav className={styles.sidebarPanel} aria-label={sidebarLabel}>
            <button type="button" className={styles.backButton} onClick={() => setPanel("primary")}>
              ← {t("navbar.backToMainMenu")}
            </button>
            <DocSidebarItems items={sidebar} currentPath={currentPath} level={1} />
          </nav>
        ) : (
          <nav className={styles.sidebarPanel} aria-label={t("navbar.mainMenu")}>
            <ul className={styles.primaryList}>
              {items.map((item, index) => (
                <li key={index}>
                  <ItemErrorBoundary fallback={t("navbar.itemFailed")}>
                    <NavbarItem item={item} {...itemProps} />
                  </ItemErrorBoundary>
                </li>
              ))}
            </ul>
            {sidebar && (
              <button type="button" className={styles.backButton} onClick={() => setPanel("secondary")}>
                {sidebarLabel} →
              </button>
            )}
          </nav>
        )}
      </div>
    </>
  )
}
