import React, { useId } from "react"
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
  title: string
  icon: React.ReactNode
  items: StoredHit[]
  actions: StoredAction[]
  onItemClick: (hit: StoredHit, event: React.MouseEvent<HTMLAnchorElement>) => void
}

/**
 * Recent searches or favourites. A plain list of links and buttons reached with Tab: a listbox
 * may hold nothing but options, and an option cannot contain buttons.
 */
export default function StoredList({ title, icon, items, actions, onItemClick }: StoredListProps) {
  const titleId = useId()
  if (items.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <div id={titleId} className={styles.groupTitle}>
        {title}
      </div>
      <ul className={styles.storedList}>
        {items.map((hit) => {
          const text = hitText(hit)
          return (
            <li key={hit.objectID} className={styles.storedItem}>
              <a href={hitHref(hit.url)} className={styles.hit} onClick={(event) => onItemClick(hit, event)}>
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
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className={styles.storedAction}
                  aria-label={action.label}
                  title={action.label}
                  onClick={() => action.run(hit)}
                >
                  {action.icon}
                </button>
              ))}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
