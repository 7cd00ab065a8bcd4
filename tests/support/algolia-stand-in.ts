// A small local HTTP stand-in for the Algolia endpoints the site uses, started by the tests
// themselves on 127.0.0.1 (no test reaches the internet). Searching: POST /1/indexes/*/queries
// answers from a build's local index with the local engine, and POST /1/events records Insights
// events; responses carry CORS headers like Algolia's. Indexing, as gatsby-plugin-algolia's client
// (algoliasearch v4) calls it: settings (get, set), batch (save and delete objects), browse and
// task status, over an in-memory index per name, with every indexing request logged.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { answer } from "../../src/lib/search/local-client"
import { buildSearchIndex, unpackRecords, type LocalSearchIndex } from "../../src/lib/search/local-index"
import type { SearchParams } from "../../src/lib/search/types"

export interface StoredIndex {
  objects: Map<string, Record<string, unknown>>
  settings: Record<string, unknown> | null
}

export interface IndexingRequest {
  method: string
  /** Path without the query string, e.g. /1/indexes/tidas/batch. */
  path: string
  body: Record<string, unknown> | null
  apiKey: string | undefined
  status: number
}

export interface StandInOptions {
  /** Indexing requests carrying another x-algolia-api-key are refused with 403, as Algolia does. */
  adminKey?: string
}

export interface StandIn {
  port: number
  /** The in-memory indexes written by the indexing endpoints. */
  indexes: Map<string, StoredIndex>
  /** Every indexing request, in order. */
  indexing: IndexingRequest[]
  /** When set, indexing requests are answered with this status (a 5xx tells the client to try its next host). */
  failIndexingWith: number | null
  /** Every search request body received, in order. */
  queries: Array<{
    indexName: string
    params: SearchParams
    headers: http.IncomingHttpHeaders
    url: string
    receivedAt: number
    queryID?: string
  }>
  /** Every Insights event received, in order of arrival, with the time it arrived. */
  events: Array<Record<string, unknown> & { receivedAt: number }>
  close(): Promise<void>
}

function paramsOf(request: Record<string, unknown>): SearchParams {
  if (typeof request.params === "string") {
    const params: Record<string, unknown> = {}
    for (const [key, value] of new URLSearchParams(request.params)) {
      try {
        params[key] = JSON.parse(value)
      } catch {
        params[key] = value
      }
    }
    return params as SearchParams
  }
  const { indexName: _indexName, ...rest } = request
  return ((request.params as SearchParams | undefined) ?? rest) as SearchParams
}

const browsePage = 1000
let taskCounter = 0

/** One indexing request; null when the path is not an indexing endpoint. */
function handleIndexing(
  method: string,
  url: string,
  body: string,
  apiKey: string | undefined,
  state: Pick<StandIn, "indexes" | "indexing" | "failIndexingWith">,
  options: StandInOptions,
): { status: number; json: unknown } | null {
  const [pathname] = url.split("?")
  const match = /^\/1\/indexes\/([^/*]+)\/(settings|batch|browse|task\/(\d+))$/.exec(pathname)
  if (!match) return null
  const name = decodeURIComponent(match[1])
  const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : null
  const reply = (status: number, json: unknown) => {
    state.indexing.push({ method, path: pathname, body: parsed, apiKey, status })
    return { status, json }
  }
  if (options.adminKey !== undefined && apiKey !== options.adminKey)
    return reply(403, { message: "Invalid Application-ID or API key", status: 403 })
  if (state.failIndexingWith)
    return reply(state.failIndexingWith, { message: "Service unavailable", status: state.failIndexingWith })
  const existing = state.indexes.get(name)
  const index = () => {
    if (!existing) state.indexes.set(name, { objects: new Map(), settings: {} })
    return state.indexes.get(name)!
  }
  const task = () => ({ taskID: ++taskCounter, updatedAt: new Date().toISOString() })
  if (match[3]) return reply(200, { status: "published", pendingTask: false })
  if (match[2] === "settings" && method === "GET")
    return existing ? reply(200, existing.settings) : reply(404, { message: "Index does not exist", status: 404 })
  if (match[2] === "settings" && method === "PUT") {
    index().settings = { ...(parsed ?? {}) }
    return reply(200, task())
  }
  if (match[2] === "batch" && method === "POST") {
    const target = index()
    const objectIDs: string[] = []
    for (const request of (parsed?.requests ?? []) as Array<{ action: string; body: Record<string, unknown> }>) {
      const objectID = String(request.body.objectID)
      objectIDs.push(objectID)
      if (request.action === "deleteObject") target.objects.delete(objectID)
      else if (request.action === "updateObject" || request.action === "addObject")
        target.objects.set(objectID, request.body)
      else return reply(400, { message: `Unsupported action ${request.action}`, status: 400 })
    }
    return reply(200, { ...task(), objectIDs })
  }
  if (match[2] === "browse" && method === "POST") {
    if (!existing) return reply(404, { message: "Index does not exist", status: 404 })
    const all = [...existing.objects.values()]
    const start = Number(parsed?.cursor ?? 0)
    const attributes = parsed?.attributesToRetrieve as string[] | undefined
    const pick = (object: Record<string, unknown>) => {
      if (!attributes || attributes.includes("*")) return object
      const picked: Record<string, unknown> = { objectID: object.objectID }
      for (const attribute of attributes) {
        const [head] = attribute.split(".")
        if (head in object) picked[head] = object[head]
      }
      return picked
    }
    const hits = all.slice(start, start + browsePage).map(pick)
    return reply(200, {
      hits,
      nbHits: all.length,
      ...(start + browsePage < all.length ? { cursor: String(start + browsePage) } : {}),
    })
  }
  return reply(405, { message: "Method not allowed", status: 405 })
}

/** Without a publicDir the stand-in only indexes (search requests then find nothing). */
export async function startAlgoliaStandIn(
  publicDir: string | null,
  port = 0,
  options: StandInOptions = {},
): Promise<StandIn> {
  const indexes = new Map<string, LocalSearchIndex>()
  const indexFor = (language: string) => {
    let index = indexes.get(language)
    if (!index) {
      if (!publicDir) return buildSearchIndex([])
      const read = (name: string) => JSON.parse(fs.readFileSync(path.join(publicDir, "search-index", name), "utf8"))
      index = buildSearchIndex(unpackRecords(read(`${language}.json`), read(`${language}.content.json`)))
      indexes.set(language, index)
    }
    return index
  }
  // Built before listening: a first query that waited for it could pass the client's 2 s read timeout.
  if (publicDir) for (const language of ["zh-CN", "en", "ja"]) indexFor(language)
  const state: Pick<StandIn, "indexes" | "indexing" | "failIndexingWith"> = {
    indexes: new Map(),
    indexing: [],
    failIndexingWith: null,
  }
  const queries: StandIn["queries"] = []
  const events: StandIn["events"] = []
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "*")
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS")
    if (req.method === "OPTIONS") return void res.writeHead(204).end()
    // Decoded once whole: a character split between two chunks would otherwise become U+FFFD.
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      const url = req.url ?? ""
      const apiKey =
        (req.headers["x-algolia-api-key"] as string | undefined) ??
        new URLSearchParams(url.split("?")[1] ?? "").get("x-algolia-api-key") ??
        undefined
      const indexing = handleIndexing(req.method ?? "GET", url, body, apiKey, state, options)
      if (indexing)
        return void res
          .writeHead(indexing.status, { "Content-Type": "application/json" })
          .end(JSON.stringify(indexing.json))
      if (req.method === "POST" && /^\/1\/indexes\/\*\/queries/.test(url)) {
        const parsed = JSON.parse(body || "{}") as { requests?: Array<Record<string, unknown>> }
        const results = (parsed.requests ?? []).map((request) => {
          const params = paramsOf(request)
          const language =
            (params.facetFilters ?? [])
              .flat()
              .find((f) => f.startsWith("language:"))
              ?.slice(9) ?? "zh-CN"
          const result = answer(indexFor(language), String(request.indexName), {
            ...params,
            clickAnalytics: params.clickAnalytics,
          })
          queries.push({
            indexName: String(request.indexName),
            params,
            headers: req.headers,
            url,
            receivedAt: Date.now(),
            queryID: result.queryID,
          })
          return result
        })
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ results }))
        return
      }
      if (req.method === "POST" && url.startsWith("/1/events")) {
        const parsed = JSON.parse(body || "{}") as { events?: Array<Record<string, unknown>> }
        for (const event of parsed.events ?? []) events.push({ ...event, receivedAt: Date.now() })
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ status: 200, message: "OK" }))
        return
      }
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ message: "Not found", status: 404 }))
    })
  })
  // Algolia keeps idle connections open for long; Node's 5 s default would close sockets the
  // indexing client (keep-alive) is about to reuse, which it takes for an unreachable host.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    get indexes() {
      return state.indexes
    },
    get indexing() {
      return state.indexing
    },
    get failIndexingWith() {
      return state.failIndexingWith
    },
    set failIndexingWith(status) {
      state.failIndexingWith = status
    },
    queries,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
