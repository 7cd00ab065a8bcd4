import React from "react"
import { Highlight, Snippet } from "react-instantsearch"
import { searchConfig } from "../../config/search"
import { insights } from "../../lib/search/insights"
import { hierarchyLevels, type HierarchyLevel, type SearchHit } from "../../lib/search/types"
import { sitePathname } from "../../lib/site-path"
import Link from "../Link"

/** A hit as InstantSearch hands it over: with its position across pages and the query's id. */
export type PageHit = SearchHit & { __position: number; __queryID?: string }

const externalUrl = searchConfig.externalUrlRegex ? new RegExp(searchConfig.externalUrlRegex) : null

// The widgets read the values as HTML-escaped text with <mark> around the matches, the tags
// set in <Configure> and used by the local client, and render them as text, never as HTML.
type WidgetHit = Parameters<typeof Highlight>[0]["hit"]

/** One level of the hit's path, highlighted; a level without a highlight result shows its text. */
function Level({ hit, level }: { hit: PageHit; level: HierarchyLevel }) {
  if (!hit._highlightResult?.hierarchy?.[level]) return <>{hit.hierarchy[level]}</>
  return <Highlight hit={hit as unknown as WidgetHit} attribute={["hierarchy", level]} />
}

/** One hit: its path below the group heading (lvl1 › lvl2 › …) and the matching text. */
export default function ResultItem({ hit }: { hit: PageHit }) {
  const levels = hierarchyLevels.slice(1).filter((level) => hit.hierarchy[level])
  const path: HierarchyLevel[] = levels.length ? levels : ["lvl0"]
  const follow = () => insights.click({ queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position })
  const content = (
    <>
      <span>
        {path.map((level, index) => (
          <React.Fragment key={level}>
            {/* Spaces around the separator: line breaks and screen readers need word boundaries. */}
            {index > 0 && (
              <>
                {" "}
                <span aria-hidden="true">›</span>{" "}
              </>
            )}
            <Level hit={hit} level={level} />
          </React.Fragment>
        ))}
      </span>
      {hit._snippetResult?.content?.value && <Snippet hit={hit as unknown as WidgetHit} attribute="content" />}
    </>
  )
  // Records carry site paths with the deployment prefix; Gatsby's Link adds the prefix itself.
  if (externalUrl?.test(hit.url)) {
    return (
      <a href={hit.url} onClick={follow}>
        {content}
      </a>
    )
  }
  return (
    <Link to={sitePathname(hit.url)} localized onClick={follow}>
      {content}
    </Link>
  )
}
