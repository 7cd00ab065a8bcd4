// Recent searches and favourites of the search modal (DocSearch's stored-searches): the hits a
// reader chose, per index name, in browser storage. All access goes through the storage module,
// so a browser without usable localStorage simply remembers nothing.
import { readJson, storage as defaultStorage, writeJson, type SafeStorage } from "../storage"
import { hitTarget } from "./hit-url"
import { hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord } from "./types"

/** What is kept of a chosen hit: enough to show and open it again, no highlighting. */
export interface StoredHit {
  objectID: string
  url: string
  hierarchy: Hierarchy
  type: RecordType
  content: string | null
}

export const recentLimit = 7
/** Favourites take room in the start screen, so fewer recent searches are kept beside them. */
export const recentLimitWithFavorites = 4
export const favoritesLimit = 10
/** Paragraphs can be long; the start screen shows a line or two of them. */
export const storedContentLength = 300

export const recentKey = (indexName: string) => `search-recent-${indexName}`
export const favoritesKey = (indexName: string) => `search-favorites-${indexName}`

export function toStoredHit(hit: Pick<SearchRecord, "objectID" | "url" | "hierarchy" | "type" | "content">): StoredHit {
  const content =
    hit.content && hit.content.length > storedContentLength
      ? `${hit.content.slice(0, storedContentLength)}…`
      : hit.content
  return { objectID: hit.objectID, url: hit.url, hierarchy: { ...hit.hierarchy }, type: hit.type, content }
}

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== "object") return false
  const item = value as Partial<StoredHit>
  return (
    typeof item.objectID === "string" &&
    typeof item.url === "string" &&
    // Storage can be edited by anyone with the page's origin or the reader's devtools.
    hitTarget(item.url) !== null &&
    typeof item.type === "string" &&
    Boolean(item.hierarchy) &&
    typeof item.hierarchy === "object" &&
    hierarchyLevels.every(
      (level) =>
        item.hierarchy![level] === null ||
        item.hierarchy![level] === undefined ||
        typeof item.hierarchy![level] === "string",
    )
  )
}

/** Puts the item first, without duplicates, keeping at most `limit` items. */
export function addToList(list: StoredHit[], item: StoredHit, limit: number): StoredHit[] {
  return [item, ...list.filter((other) => other.objectID !== item.objectID)].slice(0, limit)
}

export function removeFromList(list: StoredHit[], objectID: string): StoredHit[] {
  return list.filter((item) => item.objectID !== objectID)
}

export interface SearchHistorySnapshot {
  recent: StoredHit[]
  favorites: StoredHit[]
}

export interface SearchHistory {
  read(): SearchHistorySnapshot
  /** A hit was opened: it goes to the top of the recent list, unless it is a favourite. */
  choose(hit: StoredHit): SearchHistorySnapshot
  /** Moves a recent search to the favourites. */
  save(hit: StoredHit): SearchHistorySnapshot
  removeRecent(objectID: string): SearchHistorySnapshot
  removeFavorite(objectID: string): SearchHistorySnapshot
}

const empty: SearchHistorySnapshot = { recent: [], favorites: [] }

export function createSearchHistory(
  indexName: string,
  { store = defaultStorage, disabled = false }: { store?: SafeStorage; disabled?: boolean } = {},
): SearchHistory {
  if (disabled) {
    const none = () => empty
    return { read: none, choose: none, save: none, removeRecent: none, removeFavorite: none }
  }
  const load = (key: string, limit: number): StoredHit[] => {
    const value = readJson<unknown>(store, key, [])
    return Array.isArray(value) ? value.filter(isStoredHit).slice(0, limit) : []
  }
  const read = (): SearchHistorySnapshot => {
    const favorites = load(favoritesKey(indexName), favoritesLimit)
    return { favorites, recent: load(recentKey(indexName), favorites.length ? recentLimitWithFavorites : recentLimit) }
  }
  const write = (next: SearchHistorySnapshot): SearchHistorySnapshot => {
    const recent = next.recent.slice(0, next.favorites.length ? recentLimitWithFavorites : recentLimit)
    writeJson(store, recentKey(indexName), recent)
    writeJson(store, favoritesKey(indexName), next.favorites)
    return { recent, favorites: next.favorites }
  }
  return {
    read,
    choose(hit) {
      const current = read()
      if (current.favorites.some((item) => item.objectID === hit.objectID)) return current
      return write({ ...current, recent: addToList(current.recent, toStoredHit(hit), recentLimit) })
    },
    save(hit) {
      const current = read()
      return write({
        recent: removeFromList(current.recent, hit.objectID),
        favorites: addToList(current.favorites, toStoredHit(hit), favoritesLimit),
      })
    },
    removeRecent(objectID) {
      const current = read()
      return write({ ...current, recent: removeFromList(current.recent, objectID) })
    },
    removeFavorite(objectID) {
      const current = read()
      return write({ ...current, favorites: removeFromList(current.favorites, objectID) })
    },
  }
}
