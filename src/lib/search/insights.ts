// Click, conversion and view events for Algolia Insights, only when Algolia and insights are
// enabled in the search config. search-insights is bundled (never fetched from a CDN) and loaded
// with the first event. Views are collected, debounced 400 ms and sent in events of at most 20
// objectIDs, the Insights API's limit per event.
import { searchConfig, type SearchConfig } from "../../config/search"

type Send = (method: string, payload: Record<string, unknown>) => void

export const viewBatchSize = 20
export const viewDebounceMs = 400

export interface HitEvent {
  queryID?: string
  objectID: string
  /** 1-based position of the hit in the results. */
  position: number
}

export interface Insights {
  click(hit: HitEvent): void
  conversion(hit: HitEvent): void
  view(objectIDs: string[]): void
  /** The reader typed: views waiting to be sent wait another full delay, as the results are about to change. */
  typed(): void
}

const noop: Insights = { click() {}, conversion() {}, view() {}, typed() {} }

export function createInsights(
  algolia: SearchConfig["algolia"],
  indexName: string,
  loadSender: () => Promise<Send>,
): Insights {
  if (!algolia?.insights) return noop
  let sender: Promise<Send> | null = null
  const send = (method: string, payload: Record<string, unknown>) => {
    sender ??= loadSender()
    sender
      .then((fn) => fn(method, { index: indexName, ...payload }))
      .catch(() => {
        // Analytics must never break search: a failed load or send is dropped.
        sender = null
      })
  }
  let queued: string[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    timer = null
    const ids = [...new Set(queued)]
    queued = []
    for (let start = 0; start < ids.length; start += viewBatchSize) {
      send("viewedObjectIDs", { eventName: "Items Viewed", objectIDs: ids.slice(start, start + viewBatchSize) })
    }
  }
  return {
    click({ queryID, objectID, position }) {
      if (queryID)
        send("clickedObjectIDsAfterSearch", {
          eventName: "Item Selected",
          queryID,
          objectIDs: [objectID],
          positions: [position],
        })
      else send("clickedObjectIDs", { eventName: "Item Selected", objectIDs: [objectID] })
    },
    conversion({ queryID, objectID }) {
      if (queryID) send("convertedObjectIDsAfterSearch", { eventName: "Item Opened", queryID, objectIDs: [objectID] })
    },
    view(objectIDs) {
      queued.push(...objectIDs)
      if (timer) clearTimeout(timer)
      timer = setTimeout(flush, viewDebounceMs)
    },
    typed() {
      if (!timer) return
      clearTimeout(timer)
      timer = setTimeout(flush, viewDebounceMs)
    },
  }
}

async function loadSearchInsights(): Promise<Send> {
  const algolia = searchConfig.algolia!
  const { default: aa } = await import(/* webpackChunkName: "search-insights" */ "search-insights")
  aa("init", {
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    useCookie: false,
    ...(algolia.insightsHost ? { host: algolia.insightsHost } : {}),
  })
  return (method, payload) => (aa as unknown as (m: string, p: unknown) => void)(method, payload)
}

export const insights = createInsights(searchConfig.algolia, searchConfig.indexName, loadSearchInsights)
