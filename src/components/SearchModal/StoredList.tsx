import React, { useId, useRef } from "react"
import { flushSync } from "react-dom"
import { hitHref } from "../../lib/search/hit-url"
import type { StoredHit } from "../../lib/search/stored-searches"
import SearchHighlight from "../SearchHighlight"
import { hitText } from "./hit-text"
import * as styles from "./styles.module.css"

export interface StoredAction {
  label: string
  icon: React.ReactNode
  run: (hit: StoredHit) => void
}

interface StoredListProps {
  id: string
  title: string
  icon: React.ReactNode
  items: StoredHit[]
  actions: StoredAction[]
  /** The index of the first item among all the stored searches the arrow keys move through. */
  firstIndex: number
  activeIndex: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onItemClick: (hit: StoredHit, event: React.MouseEvent<HTMLAnchorElement>) => void
  onEmptied: () => void
}

/**
 * Recent searches or favourites: a grid the search input controls, its arrow keys moving the
 * active row as through results, and whose links and buttons Tab also reaches. Not a listbox: a
 * listbox may hold nothing but options, and an option cannot contain buttons.
 */
export default function StoredList({
  id,
  title,
  icon,
  items,
  actions,
  firstIndex,
  activeIndex,
  optionId,
  onActivate,
  onItemClick,
  onEmptied,
}: StoredListProps) {
  const titleId = useId()
  const gridRef = useRef<HTMLDivElement>(null)
  // The pressed button leaves with its item, and focus would fall to the page behind the dialog.
  // It goes to the same button of the item taking that place (the one before, at the end), once
  // the list has been drawn again; the list gone, the owner takes it.
  const run = (action: StoredAction, hit: StoredHit, index: number) => {
    flushSync(() => action.run(hit))
    const rows = gridRef.current?.querySelectorAll('[role="row"]') ?? []
    const row = rows[Math.min(index, rows.length - 1)]
    const button = row?.querySelectorAll("button")[actions.indexOf(action)]
    if (button) button.focus()
    else onEmptied()
  }
  if (items.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <div id={titleId} className={styles.groupTitle}>
        {title}
      </div>
      <div ref={gridRef} id={id} role="grid" aria-labelledby={titleId} className={styles.storedList}>
        {items.map((hit, index) => {
          const text = hitText(hit)
          const itemIndex = firstIndex + index
          const active = itemIndex === activeIndex
          return (
            <div key={hit.objectID} role="row" className={styles.storedItem}>
              <div
                id={optionId(itemIndex)}
                role="gridcell"
                aria-selected={active}
                className={`${styles.storedCell} ${styles.storedHitCell}`}
              >
                <a
                  href={hitHref(hit.url)}
                  className={`${styles.hit} ${active ? styles.hitActive : ""}`}
                  onMouseMove={active ? undefined : () => onActivate(itemIndex)}
                  onClick={(event) => onItemClick(hit, event)}
                >
                  <span className={styles.hitIcon}>{icon}</span>
                  <span className={styles.hitText}>
                    <span className={styles.hitTitle}>
                      <SearchHighlight value={text.title} />
                    </span>
                    {text.path && (
                      <span className={styles.hitPath}>
                        <SearchHighlight value={text.path} />
                      </span>
                    )}
                  </span>
                </a>
              </div>
              {actions.map((action) => (
                <div key={action.label} role="gridcell" className={styles.storedCell}>
                  <button
                    type="button"
                    className={styles.storedAction}
                    aria-label={action.label}
                    title={action.label}
                    onClick={() => run(action, hit, index)}
                  >
                    {action.icon}
                  </button>
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </section>
  )
}
