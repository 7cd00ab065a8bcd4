import React from "react"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../../i18n/useLocale"
import { locales } from "../../../config/locales"
import { fieldLink, pointerSegments } from "../../../lib/validator/field-links"
import { describeIssue } from "../../../lib/validator/messages"
import type { Issue } from "../../../lib/validator/types"
import { docIdOfList } from "../../../lib/classes/lists"
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
            {issue.classFinding && issue.classFinding.suggestions.length > 0 && (
              <span className={styles.message}>
                {t("validator.class.closest")}{" "}
                {issue.classFinding.suggestions.map((suggestion, at) => (
                  <React.Fragment key={suggestion.anchor}>
                    {at > 0 && " · "}
                    <Link to={`/docs/${docIdOfList(issue.classFinding!.list)}#${suggestion.anchor}`}>
                      {suggestion.code} {suggestion.text}
                    </Link>
                  </React.Fragment>
                ))}
              </span>
            )}
            {issue.field && (
              <Link to={fieldLink(docId, issue.field)} className={styles.fieldLink}>
                {t("validator.fieldLink", { field: pointerSegments(issue.field).pop() ?? "" })}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {total > issues.length && (
        <p className={styles.more}>{t("validator.moreIssues", { count: total - issues.length })}</p>
      )}
    </>
  )
}
