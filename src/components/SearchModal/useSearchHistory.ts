import { useMemo, useState } from "react"
import { searchConfig } from "../../config/search"
import {
  createSearchHistory,
  toStoredHit,
  type SearchHistorySnapshot,
  type StoredHit,
} from "../../lib/search/stored-searches"

export interface StoredItem {
  /** By list as well: storage edited by hand can hold a hit in both. */
  key: string
  hit: StoredHit
}

export interface SearchHistoryState extends SearchHistorySnapshot {
  /** Recent searches, then favourites: the start screen's order, which the arrow keys follow. */
  items: StoredItem[]
  choose(hit: StoredHit): void
  save(hit: StoredHit): void
  removeRecent(hit: StoredHit): void
  removeFavorite(hit: StoredHit): void
}

/** Recent searches and favourites of this index, as React state mirrored in browser storage. */
export function useSearchHistory(): SearchHistoryState {
  const history = useMemo(
    () => createSearchHistory(searchConfig.indexName, { disabled: searchConfig.disableUserPersonalization }),
    [],
  )
  // The modal only ever renders in the browser, so storage can be read right away.
  const [snapshot, setSnapshot] = useState(() => history.read())
  const items = useMemo(
    () => [
      ...snapshot.recent.map((hit) => ({ key: `recent-${hit.objectID}`, hit })),
      ...snapshot.favorites.map((hit) => ({ key: `favorite-${hit.objectID}`, hit })),
    ],
    [snapshot],
  )
  return {
    ...snapshot,
    items,
    choose: (hit) => setSnapshot(history.choose(toStoredHit(hit))),
    save: (hit) => setSnapshot(history.save(hit)),
    removeRecent: (hit) => setSnapshot(history.removeRecent(hit.objectID)),
    removeFavorite: (hit) => setSnapshot(history.removeFavorite(hit.objectID)),
  }
}
