import React from "react"
import type { NavLink } from "../../lib/docs/types"
import Link from "../Link"
import * as styles from "./styles.module.css"

interface PaginatorProps {
  previous: NavLink | null
  next: NavLink | null
  previousLabel: string
  nextLabel: string
  ariaLabel: string
}

/** Two links, previous and next; knows nothing about docs or blog posts. */
export default function Paginator({ previous, next, previousLabel, nextLabel, ariaLabel }: PaginatorProps) {
  if (!previous && !next) return null
  return (
    <nav className={styles.paginator} aria-label={ariaLabel}>
      {previous ? (
        <Link to={previous.href} localized className={styles.link} rel="prev">
          <span className={styles.sublabel}>{previousLabel}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} localized className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>{nextLabel}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
