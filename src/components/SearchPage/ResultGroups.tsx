import React from "react"
import { groupHits } from "../../lib/search/group-hits"
import ResultItem, { type PageHit } from "./ResultItem"

/**
 * The page of hits under their top-level headings (styled from the results area, styles.module.css);
 * busy while a more complete answer is on its way (a pending request, the local index's paragraphs).
 */
export default function ResultGroups({ hits, busy = false }: { hits: PageHit[]; busy?: boolean }) {
  return (
    <div aria-busy={busy}>
      {groupHits(hits).map((group) => (
        <div key={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.items.map(({ hit }) => (
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
