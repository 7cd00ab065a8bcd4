/**
 * @jest-environment node
 */
// Indexing runs gatsby-plugin-algolia's own code (through pushToAlgolia, as the site's
// onPostBuild does) against the local stand-in over HTTP: three builds, then the failures.
import net from "node:net"
import type { GatsbyCache, Reporter } from "gatsby"
import { startAlgoliaStandIn, type StandIn } from "../../tests/support/algolia-stand-in"
import type { SearchRecord } from "../../src/lib/search/types"
import { algoliaIndexing, pushToAlgolia, withContentDigest, type AlgoliaIndexing } from "../algolia-index"
import { algoliaIndexSettings } from "../search-index"
import { searchFields, typoMinLength } from "../../src/lib/search/local-index"

function record(page: number, position: number, content = `Paragraph ${position} of page ${page}.`): SearchRecord {
  const url = `/en/docs/page-${page}`
  return {
    objectID: `${url}#${position}`,
    hierarchy: { lvl0: "Docs", lvl1: `Page ${page}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: "content",
    url: `${url}#p${position}`,
    url_without_anchor: url,
    anchor: `p${position}`,
    language: "en",
    docusaurus_tag: "docs-default-current",
    weight: { pageRank: 0, level: 0, position },
  }
}

/** Ten pages of four records each. */
const site = (): SearchRecord[] =>
  Array.from({ length: 10 }, (_, page) => Array.from({ length: 4 }, (_, position) => record(page, position))).flat()

function memoryCache(): GatsbyCache {
  const values = new Map<string, unknown>()
  return {
    name: "gatsby-plugin-algolia",
    directory: "",
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => (values.set(key, value), value),
    del: async (key: string) => void values.delete(key),
  } as unknown as GatsbyCache
}

function fakeReporter() {
  const calls = { panics: [] as string[], warnings: [] as string[] }
  const reporter = {
    info: () => {},
    warn: (message: string) => void calls.warnings.push(message),
    panicOnBuild: (message: string) => void calls.panics.push(message),
    panic: (message: string) => void calls.panics.push(message),
  } as unknown as Reporter
  return { reporter, calls }
}

async function deadPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

let standIn: StandIn
let dead: number
const adminKey = "test-admin-key"
const settingsFor = (overrides: Partial<AlgoliaIndexing> = {}): AlgoliaIndexing => ({
  appId: "TESTAPP",
  adminKey,
  indexName: "tidas-test",
  hosts: [`http://127.0.0.1:${dead}`, `http://127.0.0.1:${standIn.port}`],
  continueOnFailure: false,
  ...overrides,
})
const actions = (name: string) =>
  standIn.indexing
    .filter((request) => request.path.endsWith("/batch"))
    .flatMap((request) =>
      (request.body!.requests as Array<{ action: string; body: { objectID: string } }>)
        .filter((entry) => entry.action === name)
        .map((entry) => entry.body.objectID),
    )

beforeAll(async () => {
  standIn = await startAlgoliaStandIn(null, 0, { adminKey })
  dead = await deadPort()
})
afterAll(() => standIn.close())
beforeEach(() => {
  standIn.indexing.length = 0
  standIn.failIndexingWith = null
})

describe("content digests", () => {
  test("are stable for the same record and change with its content", () => {
    const [a] = withContentDigest([record(1, 1)])
    const [b] = withContentDigest([record(1, 1)])
    const [c] = withContentDigest([record(1, 1, "Changed.")])
    expect(a.internal.contentDigest).toMatch(/^[0-9a-f]{64}$/)
    expect(b.internal.contentDigest).toBe(a.internal.contentDigest)
    expect(c.internal.contentDigest).not.toBe(a.internal.contentDigest)
  })

  test("the index searches the attributes the local engine searches, in the order of its boosts", () => {
    expect(algoliaIndexSettings.searchableAttributes).toEqual([
      "unordered(hierarchy.lvl1)",
      "unordered(hierarchy.lvl2)",
      "unordered(hierarchy.lvl3)",
      "unordered(hierarchy.lvl4)",
      "unordered(hierarchy.lvl5)",
      "unordered(hierarchy.lvl6)",
      "content",
      "unordered(url_without_anchor)",
    ])
    expect(searchFields).toHaveLength(algoliaIndexSettings.searchableAttributes.length)
    expect([algoliaIndexSettings.minWordSizefor1Typo, algoliaIndexSettings.minWordSizefor2Typos]).toEqual([
      ...typoMinLength,
    ])
    expect(algoliaIndexSettings.attributesForFaceting).toEqual(
      expect.arrayContaining(["filterOnly(language)", "filterOnly(docusaurus_tag)"]),
    )
    expect(algoliaIndexSettings.attributeForDistinct).toBe("url")
  })

  test("the environment names the index, the hosts and whether a failure may be ignored", () => {
    expect(algoliaIndexing({})).toBeNull()
    expect(algoliaIndexing({ ALGOLIA_APP_ID: "A", ALGOLIA_ADMIN_KEY: " " })).toBeNull()
    expect(
      algoliaIndexing({ ALGOLIA_APP_ID: "A", ALGOLIA_ADMIN_KEY: "k", ALGOLIA_HOSTS: "http://127.0.0.1:1, b.example" }),
    ).toEqual({
      appId: "A",
      adminKey: "k",
      indexName: "tidas-tiangong",
      hosts: ["http://127.0.0.1:1", "b.example"],
      continueOnFailure: false,
    })
    expect(
      algoliaIndexing({
        ALGOLIA_APP_ID: "A",
        ALGOLIA_ADMIN_KEY: "k",
        ALGOLIA_INDEX_NAME: "x",
        ALGOLIA_CONTINUE_ON_FAILURE: "true",
      }),
    ).toMatchObject({ indexName: "x", continueOnFailure: true })
  })
})

describe("three builds through gatsby-plugin-algolia", () => {
  const cache = memoryCache()
  const first = site()
  // Build 2: page 3 is gone (4 records), one paragraph of page 5 changed.
  const second = first
    .filter((entry) => entry.url_without_anchor !== "/en/docs/page-3")
    .map((entry) => (entry.objectID === "/en/docs/page-5#2" ? { ...entry, content: "A rewritten paragraph." } : entry))

  test("build 1 sends every record, each with its digest, and the index settings", async () => {
    const { reporter, calls } = fakeReporter()
    const result = await pushToAlgolia(first, settingsFor(), { reporter, cache })
    expect(calls.panics).toEqual([])
    expect(result.ok).toBe(true)
    const index = standIn.indexes.get("tidas-test")!
    expect(index.objects.size).toBe(40)
    expect(actions("updateObject")).toHaveLength(40)
    expect(index.objects.get("/en/docs/page-0#0")).toEqual({ ...withContentDigest([first[0]])[0] })
    expect(index.settings).toEqual(algoliaIndexSettings)
    // Every request carried the admin key, none went anywhere but the stand-in.
    expect(standIn.indexing.every((request) => request.apiKey === adminKey)).toBe(true)
  })

  test("build 2 with the cache kept sends only the changed record and deletes the removed page's", async () => {
    const { reporter, calls } = fakeReporter()
    await pushToAlgolia(second, settingsFor(), { reporter, cache })
    expect(calls.panics).toEqual([])
    const index = standIn.indexes.get("tidas-test")!
    expect(index.objects.size).toBe(36)
    expect(actions("updateObject")).toEqual(["/en/docs/page-5#2"])
    expect(actions("deleteObject").sort()).toEqual([
      "/en/docs/page-3#0",
      "/en/docs/page-3#1",
      "/en/docs/page-3#2",
      "/en/docs/page-3#3",
    ])
    expect(index.objects.get("/en/docs/page-5#2")?.content).toBe("A rewritten paragraph.")
    // The digests came from the cache: the index was not read back.
    expect(standIn.indexing.filter((request) => request.path.endsWith("/browse"))).toEqual([])
    // Settings are applied on every build.
    expect(
      standIn.indexing.filter((request) => request.method === "PUT" && request.path.endsWith("/settings")),
    ).toHaveLength(1)
  })

  test("build 3 from a clean cache reads the digests back and leaves the same index", async () => {
    const before = JSON.stringify([...standIn.indexes.get("tidas-test")!.objects.entries()].sort())
    const { reporter, calls } = fakeReporter()
    await pushToAlgolia(second, settingsFor(), { reporter, cache: memoryCache() })
    expect(calls.panics).toEqual([])
    expect(standIn.indexing.filter((request) => request.path.endsWith("/browse")).length).toBeGreaterThan(0)
    expect(actions("updateObject")).toEqual([])
    expect(actions("deleteObject")).toEqual([])
    expect(JSON.stringify([...standIn.indexes.get("tidas-test")!.objects.entries()].sort())).toBe(before)
  })

  test("a clean-cache build after a page was removed deletes that page's records", async () => {
    const { reporter } = fakeReporter()
    const third = second.filter((entry) => entry.url_without_anchor !== "/en/docs/page-7")
    await pushToAlgolia(third, settingsFor(), { reporter, cache: memoryCache() })
    expect(standIn.indexes.get("tidas-test")!.objects.size).toBe(32)
    expect(actions("deleteObject").sort()).toEqual([
      "/en/docs/page-7#0",
      "/en/docs/page-7#1",
      "/en/docs/page-7#2",
      "/en/docs/page-7#3",
    ])
  })
})

describe("failures name the index", () => {
  test("a 403 (bad key) fails the build", async () => {
    const { reporter, calls } = fakeReporter()
    const result = await pushToAlgolia(site(), settingsFor({ adminKey: "wrong", indexName: "tidas-403" }), {
      reporter,
      cache: memoryCache(),
    })
    expect(result.ok).toBe(false)
    expect(calls.panics).toHaveLength(1)
    expect(calls.panics[0]).toContain('index "tidas-403"')
    expect(calls.panics[0]).toContain("HTTP 403: Invalid Application-ID or API key")
    expect(calls.panics[0]).toContain("ALGOLIA_CONTINUE_ON_FAILURE=true")
    expect(standIn.indexes.has("tidas-403")).toBe(false)
  })

  test("with ALGOLIA_CONTINUE_ON_FAILURE a 403 is a warning and the build goes on", async () => {
    const { reporter, calls } = fakeReporter()
    const result = await pushToAlgolia(
      site(),
      settingsFor({ adminKey: "wrong", indexName: "tidas-403", continueOnFailure: true }),
      { reporter, cache: memoryCache() },
    )
    expect(result.ok).toBe(false)
    expect(calls.panics).toEqual([])
    expect(calls.warnings).toHaveLength(1)
    expect(calls.warnings[0]).toContain('index "tidas-403"')
  })

  test("every host dead fails the build", async () => {
    const { reporter, calls } = fakeReporter()
    await pushToAlgolia(site(), settingsFor({ hosts: [`http://127.0.0.1:${dead}`], indexName: "tidas-dead" }), {
      reporter,
      cache: memoryCache(),
    })
    expect(calls.panics).toHaveLength(1)
    expect(calls.panics[0]).toContain('index "tidas-dead"')
    expect(calls.panics[0]).toContain("Unreachable hosts")
  })

  test("a 5xx while sending fails the build and drops the cached digests, so the next build reads the index", async () => {
    const cache = memoryCache()
    const { reporter } = fakeReporter()
    await pushToAlgolia(site(), settingsFor({ indexName: "tidas-5xx" }), { reporter, cache })
    // The index keeps its records; this build's changes never reach it.
    const failing = fakeReporter()
    standIn.failIndexingWith = 503
    await pushToAlgolia(site().slice(4), settingsFor({ indexName: "tidas-5xx" }), { reporter: failing.reporter, cache })
    expect(failing.calls.panics).toHaveLength(1)
    expect(failing.calls.panics[0]).toContain('index "tidas-5xx"')
    standIn.failIndexingWith = null
    standIn.indexing.length = 0
    await pushToAlgolia(site().slice(4), settingsFor({ indexName: "tidas-5xx" }), { reporter, cache })
    expect(standIn.indexing.filter((request) => request.path.endsWith("/browse")).length).toBeGreaterThan(0)
    expect(standIn.indexes.get("tidas-5xx")!.objects.size).toBe(36)
  })
})
