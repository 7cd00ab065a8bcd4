import React from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import FormattedDate from "../FormattedDate"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** "Edit this page" and the last-updated date under a doc. */
export default function DocFooter({ sourcePath, lastUpdated }: { sourcePath: string; lastUpdated: string | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const date = lastUpdated ? new Date(lastUpdated) : null
  return (
    <footer className={styles.footer}>
      <Link to={`${siteConfig.editUrl}${sourcePath}`} className={styles.edit}>
        <svg viewBox="0 0 40 40" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zm-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
          />
        </svg>
        {t("docs.footer.edit")}
      </Link>
      {date && !Number.isNaN(date.getTime()) && (
        <p className={styles.updated}>
          {t("docs.footer.lastUpdated")} <FormattedDate value={date.toISOString()} locale={locale} />
        </p>
      )}
    </footer>
  )
}
