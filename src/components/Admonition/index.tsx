import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const icons: Record<AdmonitionType, string> = {
  note: "M8 1a7 7 0 100 14A7 7 0 008 1zm0 3a1 1 0 110 2 1 1 0 010-2zm1.5 8h-3v-1h1V8h-1V7h2v4h1z",
  info: "M8 1a7 7 0 100 14A7 7 0 008 1zm0 3a1 1 0 110 2 1 1 0 010-2zm1.5 8h-3v-1h1V8h-1V7h2v4h1z",
  tip: "M8 1a5 5 0 00-3 9v2h6v-2a5 5 0 00-3-9zM6 13h4v1a1 1 0 01-1 1H7a1 1 0 01-1-1z",
  warning: "M8.9 1.5l6.8 12a1 1 0 01-.9 1.5H1.2a1 1 0 01-.9-1.5l6.8-12a1 1 0 011.8 0zM7 6v4h2V6zm0 5v2h2v-2z",
  danger: "M8 1a7 7 0 100 14A7 7 0 008 1zM7 4h2v5H7zm0 6h2v2H7z",
}

/** Callout boxes for notes, tips and warnings; the default title is localized. */
export default function Admonition({
  type = "note",
  title,
  children,
}: {
  type?: AdmonitionType
  title?: string
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const kind: AdmonitionType = icons[type] ? type : "note"
  return (
    <div className={`${styles.admonition} ${styles[kind]}`} data-admonition={kind}>
      <p className={styles.heading}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={icons[kind]} />
        </svg>
        {title ?? t(`docs.admonition.${kind}`)}
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
