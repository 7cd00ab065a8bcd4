// A small local HTTP stand-in for the two Algolia endpoints the site uses, started by the
// browser tests themselves on 127.0.0.1 (no test reaches the internet): POST
// /1/indexes/*/queries answers from a build's local index with the local engine, and POST
// /1/events records Insights events. Responses carry CORS headers like Algolia's.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { answer } from "../../src/lib/search/local-client"
import { buildSearchIndex, unpackRecords, type LocalSearchIndex } from "../../src/lib/search/local-index"
import type { SearchParams } from "../../src/lib/search/types"

export interface StandIn {
  port: number
  /** Every search request body received, in order. */
  queries: Array<{ indexName: string; params: SearchParams; headers: http.IncomingHttpHeaders; url: string; receivedAt: number; queryID?: string }>
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

export async function startAlgoliaStandIn(publicDir: string, port = 0): Promise<StandIn> {
  const indexes = new Map<string, LocalSearchIndex>()
  const indexFor = (language: string) => {
    let index = indexes.get(language)
    if (!index) {
      const read = (name: string) => JSON.parse(fs.readFileSync(path.join(publicDir, "search-index", name), "utf8"))
      index = buildSearchIndex(unpackRecords(read(`${language}.json`), read(`${language}.content.json`)))
      indexes.set(language, index)
    }
    return index
  }
  // Built before listening: a first query that waited for it could pass the client's 2 s read timeout.
  for (const language of ["zh-CN", "en", "ja"]) indexFor(language)
  const queries: StandIn["queries"] = []
  const events: StandIn["events"] = []
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "*")
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
    if (req.method === "OPTIONS") return void res.writeHead(204).end()
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      const url = req.url ?? ""
      if (req.method === "POST" && /^\/1\/indexes\/\*\/queries/.test(url)) {
        const parsed = JSON.parse(body || "{}") as { requests?: Array<Record<string, unknown>> }
        const results = (parsed.requests ?? []).map((request) => {
          const params = paramsOf(request)
          const language = (params.facetFilters ?? []).flat().find((f) => f.startsWith("language:"))?.slice(9) ?? "zh-CN"
          const result = answer(indexFor(language), String(request.indexName), { ...params, clickAnalytics: params.clickAnalytics })
          queries.push({ indexName: String(request.indexName), params, headers: req.headers, url, receivedAt: Date.now(), queryID: result.queryID })
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
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Not found", status: 404 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    queries,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
