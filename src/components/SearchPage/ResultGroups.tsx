import React from "react"
import { groupHits } from "../../lib/search/group-hits"
import ResultItem, { type PageHit } from "./ResultItem"

/** The page of hits under their top-level headings (styled from the results area, styles.module.css). */
export default function ResultGroups({ hits }: { hits: PageHit[] }) {
  return (
    <div>
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
