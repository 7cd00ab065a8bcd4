import React, { useState } from "react"
import { useTranslation } from "react-i18next"
import type { SidebarItem } from "../../lib/docs/types"
import Link from "../Link"
import * as styles from "./styles.module.css"

type CategoryItem = Extract<SidebarItem, { type: "category" }>

function normalize(path: string): string {
  return path.replace(/\/+$/, "") || "/"
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some(
    (item) =>
      (item.type !== "link" && "href" in item && item.href && normalize(item.href) === path) ||
      (item.type === "category" && containsPath(item.items, path)),
  )
}

function Category({ item, currentPath, level }: { item: CategoryItem; currentPath: string; level: number }) {
  const { t } = useTranslation()
  const active = (item.href && normalize(item.href) === currentPath) || containsPath(item.items, currentPath)
  // Categories start open (spec: not auto-collapsed) unless configured collapsed; the one
  // holding the current page is always open.
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active)
  const listId = `sidebar-${level}-${item.label}`.replace(/\s+/g, "-")
  const toggle = (
    <button
      type="button"
      className={styles.caretButton}
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={t(collapsed ? "docs.sidebar.expand" : "docs.sidebar.collapse", { label: item.label })}
      onClick={() => setCollapsed((value) => !value)}
    >
      <svg
        width="12"
        height="12"
        viewBox="0 0 12 12"
        aria-hidden="true"
        className={collapsed ? styles.caretCollapsed : styles.caret}
      >
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  )
  return (
    <li className={styles.category} data-collapsed={collapsed || undefined}>
      <div className={`${styles.row} ${active ? styles.rowActiveTrail : ""}`}>
        {item.href ? (
          <Link
            to={item.href}
            localized
            className={`${styles.link} ${normalize(item.href) === currentPath ? styles.linkActive : ""}`}
            aria-current={normalize(item.href) === currentPath ? "page" : undefined}
          >
            {item.label}
          </Link>
        ) : (
          <button
            type="button"
            className={`${styles.link} ${styles.categoryButton}`}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => item.collapsible && setCollapsed((value) => !value)}
          >
            {item.label}
          </button>
        )}
        {item.collapsible && item.href && toggle}
      </div>
      <DocSidebarItems items={item.items} currentPath={currentPath} level={level + 1} id={listId} hidden={collapsed} />
    </li>
  )
}

export default function DocSidebarItems({
  items,
  currentPath,
  level,
  id,
  hidden,
}: {
  items: SidebarItem[]
  currentPath: string
  level: number
  id?: string
  hidden?: boolean
}) {
  const path = normalize(currentPath)
  return (
    <ul className={level === 1 ? styles.list : styles.sublist} id={id} hidden={hidden}>
      {items.map((item) => {
        if (item.type === "category")
          return <Category key={`c-${item.label}`} item={item} currentPath={path} level={level} />
        const active = item.type === "doc" && normalize(item.href) === path
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              localized
              showExternalIcon={item.type === "link"}
              className={`${styles.link} ${active ? styles.linkActive : ""}`}
              aria-current={active ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
