import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

interface PaginationProps {
  /** 1-based. */
  page: number
  total: number
  onChange: (page: number) => void
}

/** Previous and next buttons around 'Page X of Y'; hidden when everything fits on one page. */
export default function Pagination({ page, total, onChange }: PaginationProps) {
  const { t } = useTranslation()
  if (total <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={t("search.page.pagination")}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">← </span>
        {t("search.page.previous")}
      </button>
      <span className={styles.pageOf}>{t("search.page.pageOf", { page, total })}</span>
      <button type="button" className={styles.pageButton} disabled={page >= total} onClick={() => onChange(page + 1)}>
        {t("search.page.next")}
        <span aria-hidden="true"> →</span>
      </button>
    </nav>
  )
}
