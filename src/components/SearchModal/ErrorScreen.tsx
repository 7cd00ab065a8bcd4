import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

export default function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={styles.screen} role="alert">
      <p className={styles.screenTitle}>{t("search.error.title")}</p>
      <p className={styles.screenHelp}>{t("search.error.help")}</p>
      <button type="button" className={styles.suggestion} onClick={onRetry}>
        {t("search.retry")}
      </button>
    </div>
  )
}
