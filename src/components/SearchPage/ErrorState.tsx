import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

/** The backend could not answer; the page stays usable and the reader can try again. */
export default function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.errorTitle}>{t("search.error.title")}</h2>
      <p>{t("search.error.help")}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t("search.retry")}
      </button>
    </div>
  )
}
