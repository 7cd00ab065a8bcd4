import React from "react"
import { useTranslation } from "react-i18next"
import { maxQueryLength } from "./url-state"
import * as styles from "./styles.module.css"

export const inputId = "search-page-input"
export const labelId = "search-page-label"
/** The count line: page changes and Enter move the focus here. */
export const statusId = "search-page-status"

interface SearchLayoutProps {
  query: string
  /** The query is the address's, cut to maxQueryLength: say so. */
  truncated: boolean
  /** The search box: InstantSearch's widget, or its stand-in until InstantSearch has loaded. */
  field: React.ReactNode
  /** The results area. */
  children?: React.ReactNode
}

/** The page around its search box: heading, label, notices, then the results. */
export default function SearchLayout({ query, truncated, field, children }: SearchLayoutProps) {
  const { t } = useTranslation()
  const searching = query.trim() !== ""
  return (
    <>
      <h1 className={styles.heading}>
        {searching ? t("searchPage.headingWithQuery", { query }) : t("searchPage.heading")}
      </h1>
      <div className={styles.field}>
        <label id={labelId} htmlFor={inputId} className={styles.label}>
          {t("searchPage.inputLabel")}
        </label>
        {field}
      </div>
      {truncated && <p className={styles.notice}>{t("searchPage.truncated", { max: maxQueryLength })}</p>}
      {!searching && <p className={styles.hint}>{t("searchPage.hint")}</p>}
      <div className={styles.results}>{children}</div>
    </>
  )
}
