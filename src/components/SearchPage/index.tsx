import React, { useCallback, useEffect, useState } from "react"
import type { PageProps } from "gatsby"
import type { BasePageContext } from "../Layout"
import Main from "../Layout/Main"
import SearchForm from "./SearchForm"
import SearchLayout from "./SearchLayout"
import SearchResults, { type LoadedSearch } from "./SearchResults"
import { useUrlSearchState } from "./useUrlSearchState"

export { default as SearchHead } from "./SearchHead"

/**
 * /search: the query from the address, the results below, everything kept in the address.
 * The page ships its heading, a stand-in search box and the hint; InstantSearch's widgets and
 * the search client load with the first query (from the address or typed) and take over.
 */
export default function SearchPage({ pageContext, location }: PageProps<object, BasePageContext>) {
  const address = useUrlSearchState(location)
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null)
  const [shown, setShown] = useState(false)
  const onShown = useCallback(() => setShown(true), [])
  // An input method composing text in the stand-in field: replacing the field now would lose it.
  const [composing, setComposing] = useState(false)
  // Search the latest docs, as the version dropdown on pages outside the docs shows them.
  const version = pageContext.versions?.find((v) => v.isLast)?.name ?? "current"
  const searching = address.query.trim() !== ""
  // Nothing of search loads before the first query; once loaded it stays for the next one.
  const [used, setUsed] = useState(false)
  useEffect(() => {
    if (searching) setUsed(true)
  }, [searching])

  return (
    <Main className="container">
      {/* InstantSearch renders nothing before it has started: the stand-in stays until its
          widgets are in the document, and goes in the same task, before anything is painted. */}
      {!shown && (
        <SearchLayout
          query={address.query}
          truncated={address.truncated}
          field={
            <SearchForm
              value={address.query}
              onChange={address.setQuery}
              focusWhenEmpty={address.loaded && !searching}
              onComposingChange={setComposing}
            />
          }
        >
          {(searching || used) && <SearchResults searching={searching} onReady={setLoaded} />}
        </SearchLayout>
      )}
      {loaded && (shown || !composing) && (
        <loaded.Results
          client={loaded.client}
          address={address}
          locationKey={`${location.key ?? ""}${location.search}`}
          version={version}
          onShown={onShown}
        />
      )}
    </Main>
  )
}
