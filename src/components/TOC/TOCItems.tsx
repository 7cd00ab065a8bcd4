import React from "react"
import type { TocNode } from "../../lib/docs/toc"
import * as styles from "./styles.module.css"

export default function TOCItems({
  nodes,
  activeId,
  onNavigate,
}: {
  nodes: TocNode[]
  activeId?: string | null
  onNavigate?: () => void
}) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${node.id}`}
            className={`${styles.link} ${node.id === activeId ? styles.linkActive : ""}`}
            aria-current={node.id === activeId ? "location" : undefined}
            onClick={onNavigate}
          >
            {node.value}
          </a>
          {node.children.length > 0 && <TOCItems nodes={node.children} activeId={activeId} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  )
}
