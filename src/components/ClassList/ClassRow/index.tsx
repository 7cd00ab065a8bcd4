import React, { memo } from "react"
import * as styles from "./styles.module.css"

export interface ClassRowProps {
  anchor: string
  depth: number
  /** Empty for a heading that groups location codes. */
  code: string
  text: string
  /** Reading aid in the page's language, '' when none. */
  aid: string
  aidLang: string
  childCount: number
  expanded: boolean
  posInSet: number
  setSize: number
  match: boolean
  highlighted: boolean
  labels: { toggle: string; permalink: string; copy: string; copyLabel: string }
  /** Laid out when it joins, like any element, rather than only once in or near the view. */
  eager?: boolean
  onToggle: (anchor: string, open: boolean) => void
  onCopy: (anchor: string) => void
}

/** One entry of a classification list: toggle, code, exact English text, reading aid, permalink, copy. */
function ClassRow({
  anchor,
  depth,
  code,
  text,
  aid,
  aidLang,
  childCount,
  expanded,
  posInSet,
  setSize,
  match,
  highlighted,
  labels,
  eager,
  onToggle,
  onCopy,
}: ClassRowProps) {
  return (
    <li
      id={anchor}
      tabIndex={-1}
      className={styles.row}
      aria-level={depth + 1}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      data-match={match || undefined}
      data-highlighted={highlighted || undefined}
      data-eager={eager || undefined}
      style={{ "--depth": depth } as React.CSSProperties}
    >
      <div className={styles.head}>
        {childCount > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-label={labels.toggle}
            onClick={() => onToggle(anchor, !expanded)}
          />
        ) : (
          <span className={styles.spacer} />
        )}
        {code && <code className={styles.code}>{code}</code>}
        <span className={code ? styles.text : styles.group} lang={code ? "en" : undefined}>
          {text}
        </span>
        {aid && (
          <span className={styles.aid} lang={aidLang}>
            {aid}
          </span>
        )}
        {code && (
          <>
            <a
              className={styles.permalink}
              href={`#${anchor}`}
              data-permalink
              aria-label={labels.permalink}
              title={labels.permalink}
            >
              #
            </a>
            <button type="button" className={styles.copy} aria-label={labels.copyLabel} onClick={() => onCopy(anchor)}>
              {labels.copy}
            </button>
          </>
        )}
      </div>
    </li>
  )
}

export default memo(ClassRow)
