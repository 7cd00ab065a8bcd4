import React from "react"
import * as styles from "./styles.module.css"

export default function LoadError({
  text,
  retryLabel,
  onRetry,
}: {
  text: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  )
}
