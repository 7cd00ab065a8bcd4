// The Algolia backend: algoliasearch v5's lite client as it is, with its host fallback,
// retries and timeouts (connect 1 s, read 2 s, write 30 s; a failed host is avoided for 2
// minutes). Missing credentials make it throw its own messages ('`appId` is missing.').
import { liteClient } from "algoliasearch/lite"
import type { SearchConfig } from "../../config/search"
import type { SearchClient, SearchRequest, SearchResponse } from "./types"

type Host = { url: string; accept: "read"; protocol: "http" | "https" }

/** `host[:port]` or a full `http(s)://host[:port]` URL, for proxies and local stand-ins. */
export function parseHost(value: string): Host {
  const match = /^(https?):\/\/(.+?)\/?$/.exec(value)
  return match ? { url: match[2], accept: "read", protocol: match[1] as "http" | "https" } : { url: value, accept: "read", protocol: "https" }
}

export function createAlgoliaClient(config: NonNullable<SearchConfig["algolia"]>): SearchClient {
  const client = liteClient(config.appId, config.apiKey, config.hosts.length ? { hosts: config.hosts.map(parseHost) } : undefined)
  return {
    async search(requests: SearchRequest[]) {
      const response = await client.search(requests as Parameters<typeof client.search>[0])
      return response as unknown as { results: SearchResponse[] }
    },
  }
}
