import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

/**
 * The local index's paragraphs part could not be loaded: the count and hits come from titles and
 * headings alone, and the reader must not take them for the whole answer. Retry fetches the part.
 */
export default function HeadingsOnlyNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <p className={`${styles.notice} ${styles.headingsOnly}`} role="alert">
      {t("searchPage.headingsOnly")}{" "}
      <button type="button" className={styles.noticeButton} onClick={onRetry}>
        {t("search.retry")}
      </button>
    </p>
  )
}
