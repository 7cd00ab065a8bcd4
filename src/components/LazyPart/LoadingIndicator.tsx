import React from "react"
import Spinner from "../Spinner"
import * as styles from "./styles.module.css"

export default function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className={styles.indicator} role="status">
      <Spinner />
      {label}
    </div>
  )
}
