// The Algolia backend: algoliasearch v5's lite client as it is, with its host fallback,
// retries and timeouts (connect 1 s, read 2 s, write 30 s; a failed host is avoided for 2
// minutes). Missing credentials make it throw its own messages ('`appId` is missing.').
import { liteClient } from "algoliasearch/lite"
import type { Cache, Requester } from "@algolia/client-common"
import type { SearchConfig } from "../../config/search"
import { hostAddress } from "./hosts"
import type { SearchClient, SearchRequest, SearchResponse } from "./types"

type Host = { url: string; accept: "read"; protocol: "http" | "https" }

/** A configured host (see `hostAddress`) as the search client takes it: for reading. */
export function parseHost(value: string): Host {
  return { ...hostAddress(value), accept: "read" }
}

type HostKey = { url?: string; protocol?: string; accept?: string }

/**
 * Where the client keeps each host's up/down state. Its default cache stores that state under
 * the JSON of the host *with* its state (status, lastUpdate) but reads it under the JSON of the
 * bare host, so a host marked down is never found again and every search waits on the dead host
 * first (seen with algoliasearch 5.64). Keyed by the host alone, and kept as the live object so
 * its own isUp() decides when the 2 minutes are over.
 */
export function createHostStateCache(): Cache {
  const states = new Map<string, unknown>()
  const keyOf = (key: HostKey | string) =>
    typeof key === "string" ? key : `${key.protocol ?? "https"}://${key.url}|${key.accept ?? ""}`
  return {
    async get(key, defaultValue, events) {
      const id = keyOf(key as HostKey)
      if (states.has(id)) return states.get(id) as never
      const value = await defaultValue()
      await events?.miss(value)
      return value
    },
    async set(key, value) {
      states.set(keyOf(key as HostKey), value)
      return value
    },
    async delete(key) {
      states.delete(keyOf(key as HostKey))
    },
    async clear() {
      states.clear()
    },
  }
}

/** `requester` replaces the browser's XHR, for tests. */
export function createAlgoliaClient(config: NonNullable<SearchConfig["algolia"]>, requester?: Requester): SearchClient {
  const client = liteClient(config.appId, config.apiKey, {
    hostsCache: createHostStateCache(),
    ...(config.hosts.length ? { hosts: config.hosts.map(parseHost) } : {}),
    ...(requester ? { requester } : {}),
  })
  return {
    async search(requests: SearchRequest[]) {
      const response = await client.search(requests as Parameters<typeof client.search>[0])
      return response as unknown as { results: SearchResponse[] }
    },
  }
}
