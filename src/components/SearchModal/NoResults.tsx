import React from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import Link from "../Link"
import * as styles from "./styles.module.css"

/** No hits: the query as plain text, a few searches that do find something, and a way to report it. */
export default function NoResults({ query, onSuggestion }: { query: string; onSuggestion: (query: string) => void }) {
  const { t } = useTranslation()
  // Queries known to match in every locale's index (checked by the browser tests).
  const suggestions = [
    t("search.modal.suggestion1"),
    t("search.modal.suggestion2"),
    t("search.modal.suggestion3"),
  ].filter((suggestion) => suggestion.toLowerCase() !== query.trim().toLowerCase())
  const reportUrl = `${siteConfig.issuesUrl}/new?title=${encodeURIComponent(t("search.modal.reportTitle", { query }))}`
  return (
    <div className={styles.screen}>
      <p className={styles.screenTitle}>{t("search.noResults.text", { query })}</p>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p className={styles.screenHelp}>{t("search.noResults.suggested")}</p>
          <ul>
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.screenHelp}>
        {t("search.noResults.report")}{" "}
        <Link to={reportUrl} className={styles.inlineLink} showExternalIcon>
          {t("search.noResults.reportLink")}
        </Link>
      </p>
    </div>
  )
}
