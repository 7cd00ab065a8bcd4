import React, { useEffect, useMemo, useRef } from "react"
import { Configure, InstantSearch, type InstantSearchProps } from "react-instantsearch"
import { searchConfig } from "../../config/search"
import { useLocale } from "../../i18n/useLocale"
import { contextFacetFilters } from "../../lib/search/client"
import { highlightPostTag, highlightPreTag } from "../../lib/search/highlight"
import type { SearchClient } from "../../lib/search/types"
import { skipEmptyQueries } from "./empty-queries"
import ResultsScreen from "./ResultsScreen"
import { addressStateMapping, createAddressRouter } from "./routing"
import type { SearchPageState } from "./url-state"

export const hitsPerPage = 20

export interface InstantResultsProps {
  client: SearchClient
  /** The address as the page last read it: its (cut) query and whether it was cut. */
  address: Pick<SearchPageState, "query" | "truncated">
  /** Changes when Gatsby passes a new location (a navigation here, back or forward). */
  locationKey: string
  /** Docs version whose pages are searched (with the blog). */
  version: string
  /** The widgets are in the document: the page's stand-in can go. */
  onShown: () => void
}

/** InstantSearch on a loaded client, its state kept in the address by `routing`. A chunk of its own. */
export default function InstantResults({ client, address, locationKey, version, onShown }: InstantResultsProps) {
  const locale = useLocale()
  const facetFilters = useMemo(() => contextFacetFilters(locale, version), [locale, version])
  const searchClient = useMemo(() => skipEmptyQueries(client), [client])
  // InstantSearch cannot take a new `routing` after it has started: one router per mount.
  const routing = useMemo(
    () => ({ router: createAddressRouter(), stateMapping: addressStateMapping(searchConfig.indexName) }),
    [],
  )
  useEffect(() => {
    routing.router.setActive(true)
    return () => routing.router.setActive(false)
  }, [routing])
  const seen = useRef(locationKey)
  useEffect(() => {
    if (seen.current === locationKey) return
    seen.current = locationKey
    routing.router.refresh()
  }, [locationKey, routing])
  return (
    <InstantSearch
      // Our client speaks the multi-query API InstantSearch needs; its types are stricter.
      searchClient={searchClient as unknown as InstantSearchProps["searchClient"]}
      indexName={searchConfig.indexName}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={hitsPerPage}
        facetFilters={facetFilters}
        attributesToSnippet={["content:20"]}
        highlightPreTag={highlightPreTag}
        highlightPostTag={highlightPostTag}
        snippetEllipsisText="…"
        clickAnalytics={Boolean(searchConfig.algolia?.insights)}
      />
      <ResultsScreen client={client} address={address} onShown={onShown} />
    </InstantSearch>
  )
}
