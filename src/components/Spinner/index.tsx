import React from "react"
import * as styles from "./styles.module.css"

/** A small turning ring; decorative, so whatever shows it also says in words what is loading. */
export default function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />
}
