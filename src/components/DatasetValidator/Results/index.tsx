import React from "react"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../../i18n/useLocale"
import { locales } from "../../../config/locales"
import { describeResult } from "../../../lib/validator/messages"
import type { Batch } from "../batch"
import LoadError from "../../LazyPart/LoadError"
import IssueList from "./IssueList"
import * as styles from "./styles.module.css"
import { useValidation, type Outcome } from "./useValidation"

export interface ResultsProps {
  batch: Batch
}

const marks = { valid: "✓", invalid: "✗", refused: "!" }

function DocumentResult({ name, outcome }: { name: string; outcome: Outcome }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (!outcome) {
    return (
      <li className={styles.document}>
        <p className={styles.name}>{name}</p>
        <p className={styles.checking}>{t("validator.checking")}</p>
      </li>
    )
  }
  const { tone, text } = describeResult(outcome, t, locales[locale].htmlLang)
  return (
    <li className={`${styles.document} ${styles[tone]}`} data-status={outcome.status}>
      <p className={styles.name}>{name}</p>
      <p className={styles.headline}>
        <span className={styles.mark} aria-hidden="true">
          {marks[tone]}
        </span>
        {text}
      </p>
      {outcome.status === "invalid" && (
        <IssueList issues={outcome.issues} total={outcome.total} docId={outcome.docId} />
      )}
    </li>
  )
}

/** The result of each document of the reader's last action, and a summary for screen readers. */
export default function Results({ batch }: ResultsProps) {
  const { t } = useTranslation()
  const { outcomes, cancel, retry } = useValidation(batch)
  const done = outcomes.every((outcome) => outcome !== null)
  const valid = outcomes.filter((outcome) => outcome?.status === "valid").length
  const cancelled = outcomes.filter((outcome) => outcome?.status === "cancelled").length
  // A chunk that did not arrive (the worker's, or a dataset type's validator) is worth another try.
  const loadFailed = outcomes.some((outcome) => outcome?.status === "failed" || outcome?.status === "schemaUnavailable")
  return (
    <div className={styles.results}>
      <p className={styles.summary} role="status">
        {!done
          ? t("validator.checking")
          : cancelled
            ? t("validator.cancelled", { count: cancelled })
            : t("validator.summary", { valid, invalid: outcomes.length - valid })}
      </p>
      {!done && (
        <button type="button" className={`button ${styles.cancel}`} onClick={cancel}>
          {t("validator.action.cancel")}
        </button>
      )}
      {done && loadFailed && (
        <LoadError text={t("validator.loadFailed")} retryLabel={t("error.lazyPart.retry")} onRetry={retry} />
      )}
      <ul className={styles.documents} aria-label={t("validator.results")} aria-busy={!done}>
        {batch.inputs.map((input, index) => (
          <DocumentResult key={`${batch.id}-${index}`} name={input.name} outcome={outcomes[index]} />
        ))}
      </ul>
    </div>
  )
}
