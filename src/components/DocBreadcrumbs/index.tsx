import React from "react"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import type { Breadcrumb } from "../../lib/docs/types"
import { localizePath } from "../../lib/paths"
import Link from "../Link"
import * as styles from "./styles.module.css"

export default function DocBreadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <nav className={styles.breadcrumbs} aria-label={t("docs.breadcrumbs.label")}>
      <ol>
        <li>
          <Link
            to={localizePath("/", locale)}
            localized
            className={styles.home}
            aria-label={t("docs.breadcrumbs.home")}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`}>
              {item.href && !last ? (
                <Link to={item.href} localized className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={last ? styles.current : styles.plain} aria-current={last ? "page" : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
