import React from "react"
import * as styles from "./styles.module.css"

export default function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className={styles.indicator} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  )
}
