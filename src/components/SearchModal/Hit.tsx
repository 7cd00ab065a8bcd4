import React from "react"
import { hitHref } from "../../lib/search/hit-url"
import SearchHighlight from "../SearchHighlight"
import { hitText, type ShownHit } from "./hit-text"
import { ContentIcon, EnterIcon, HeadingIcon, PageIcon } from "./icons"
import * as styles from "./styles.module.css"

export function HitIcon({ type }: { type: ShownHit["type"] }) {
  if (type === "content") return <ContentIcon />
  return type === "lvl0" || type === "lvl1" ? <PageIcon /> : <HeadingIcon />
}

interface HitProps {
  id: string
  hit: ShownHit & { url: string }
  active: boolean
  onHover: () => void
  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => void
}

/** One result: a link that is also the listbox option, so no control is nested in another. */
export default function Hit({ id, hit, active, onHover, onClick }: HitProps) {
  const { title, path } = hitText(hit)
  return (
    <a
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={hitHref(hit.url)}
      className={`${styles.hit} ${active ? styles.hitActive : ""}`}
      onMouseMove={active ? undefined : onHover}
      onClick={onClick}
    >
      <span className={styles.hitIcon}>
        <HitIcon type={hit.type} />
      </span>
      <span className={styles.hitText}>
        <span className={styles.hitTitle}>
          <SearchHighlight value={title} />
        </span>
        {path && (
          <span className={styles.hitPath}>
            <SearchHighlight value={path} />
          </span>
        )}
      </span>
      <span className={styles.hitAction} aria-hidden="true">
        <EnterIcon />
      </span>
    </a>
  )
}
