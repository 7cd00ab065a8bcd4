import React from "react"
import { parseHighlight } from "../../lib/search/highlight"

/** Renders a highlighted value from a search hit as text, with <mark> around the matches. */
export default function SearchHighlight({ value }: { value: string }) {
  return (
    <>
      {parseHighlight(value).map((part, index) =>
        part.highlighted ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  )
}
