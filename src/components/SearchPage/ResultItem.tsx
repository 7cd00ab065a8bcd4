import React from "react"
import { searchConfig } from "../../config/search"
import { escapeHtml } from "../../lib/search/highlight"
import { insights } from "../../lib/search/insights"
import { hierarchyLevels, type HierarchyLevel, type SearchHit } from "../../lib/search/types"
import { sitePathname } from "../../lib/site-path"
import Link from "../Link"
import SearchHighlight from "../SearchHighlight"
import * as styles from "./styles.module.css"

/** A hit as InstantSearch hands it over: with its position across pages and the query's id. */
export type PageHit = SearchHit & { __position: number; __queryID?: string }

const externalUrl = searchConfig.externalUrlRegex ? new RegExp(searchConfig.externalUrlRegex) : null

/** Highlighted values are HTML-escaped text; a plain value gets the same treatment. */
function highlighted(hit: PageHit, level: HierarchyLevel): string {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? "")
}

/** One hit: its path below the group heading (lvl1 › lvl2 › …) and the matching text. */
export default function ResultItem({ hit }: { hit: PageHit }) {
  const levels = hierarchyLevels.slice(1).filter((level) => hit.hierarchy[level])
  const path: HierarchyLevel[] = levels.length ? levels : ["lvl0"]
  const snippet = hit._snippetResult?.content?.value
  const follow = () => insights.click({ queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position })
  const content = (
    <>
      <span className={styles.hitPath}>
        {path.map((level, index) => (
          <React.Fragment key={level}>
            {/* Spaces around the separator: line breaks and screen readers need word boundaries. */}
            {index > 0 && (
              <>
                {" "}
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>{" "}
              </>
            )}
            <SearchHighlight value={highlighted(hit, level)} />
          </React.Fragment>
        ))}
      </span>
      {snippet && (
        <span className={styles.snippet}>
          <SearchHighlight value={snippet} />
        </span>
      )}
    </>
  )
  // Records carry site paths with the deployment prefix; Gatsby's Link adds the prefix itself.
  if (externalUrl?.test(hit.url)) {
    return (
      <a href={hit.url} className={styles.hit} onClick={follow}>
        {content}
      </a>
    )
  }
  return (
    <Link to={sitePathname(hit.url)} localized className={styles.hit} onClick={follow}>
      {content}
    </Link>
  )
}
