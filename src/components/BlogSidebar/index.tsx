import React from "react"
import { useTranslation } from "react-i18next"
import type { SidebarItem } from "../../lib/docs/types"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** Recent posts grouped by year (the page context carries them as sidebar categories). */
export default function BlogSidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  const { t } = useTranslation()
  return (
    <aside className={styles.sidebar}>
      <nav className={styles.nav} aria-label={t("blog.sidebar.label")}>
        <p className={styles.title}>{t("blog.sidebar.label")}</p>
        {items.map((group) =>
          group.type === "category" ? (
            <section key={group.label}>
              <h2 className={styles.year}>{group.label}</h2>
              <ul className={styles.list}>
                {group.items.map((post) =>
                  post.type === "doc" ? (
                    <li key={post.href}>
                      <Link
                        to={post.href}
                        localized
                        className={post.href === currentPath ? `${styles.link} ${styles.active}` : styles.link}
                        aria-current={post.href === currentPath ? "page" : undefined}
                      >
                        {post.label}
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ) : null,
        )}
      </nav>
    </aside>
  )
}
