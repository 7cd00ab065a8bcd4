import React from "react"
import { groupHits } from "./group-hits"
import ResultItem, { type PageHit } from "./ResultItem"
import * as styles from "./results.module.css"

/** The page of hits under their top-level headings. */
export default function ResultGroups({ hits }: { hits: PageHit[] }) {
  return (
    <div className={styles.groups}>
      {groupHits(hits).map((group) => (
        <div key={group.title}>
          <h2 className={styles.groupTitle}>{group.title}</h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.objectID}>
                <ResultItem hit={hit} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
