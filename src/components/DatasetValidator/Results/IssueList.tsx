import React from "react"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../../i18n/useLocale"
import { locales } from "../../../config/locales"
import { fieldLink, pointerSegments } from "../../../lib/validator/field-links"
import { describeIssue } from "../../../lib/validator/messages"
import type { Issue } from "../../../lib/validator/types"
import Link from "../../Link"
import * as styles from "./styles.module.css"

/** The problems of one document: where, what, and the field's entry in the schema reference. */
export default function IssueList({ issues, total, docId }: { issues: Issue[]; total: number; docId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const lang = locales[locale].htmlLang
  return (
    <>
      <ol className={styles.issues}>
        {issues.map((issue, index) => (
          <li key={index} className={styles.issue}>
            <code className={styles.pointer}>{issue.pointer || t("validator.root")}</code>
            <span className={styles.message}>{describeIssue(issue, t, lang)}</span>
            {issue.field && (
              <Link to={fieldLink(docId, issue.field)} className={styles.fieldLink}>
                {t("validator.fieldLink", { field: pointerSegments(issue.field).pop() ?? "" })}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {total > issues.length && <p className={styles.more}>{t("validator.moreIssues", { count: total - issues.length })}</p>}
    </>
  )
}
