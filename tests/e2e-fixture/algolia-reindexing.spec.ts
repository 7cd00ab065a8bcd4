// Reindexing on later builds of the fixture site, as CI does on every push: build 1 is the
// fixture build (algolia-index.json); scripts/reindex-fixture-site.sh then removed one doc and
// changed a paragraph of another, built again with .cache kept (build 2), and once more without
// Gatsby's cache and public/ (build 3; only webpack's compile cache kept), each time into a
// stand-in that started from what the index held.
// These tests read what it left in .tmp/fixture-site/reindex/; no browser is needed.
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { algoliaIndexSettings } from "../../gatsby/search-index"
import { unpackRecords, type LocalContentFile, type LocalIndexFile } from "../../src/lib/search/local-index"
import type { SearchRecord } from "../../src/lib/search/types"

const site = path.resolve(".tmp/fixture-site")
const out = path.join(site, "reindex")
const indexName = "tidas-fixture"

type Sent = SearchRecord & { internal: { contentDigest: string } }
interface Dump {
  indexes: Record<string, { settings: Record<string, unknown>; objects: Sent[] }>
  requests: Array<{ method: string; path: string; status: number; actions: string[]; objectIDs?: string[] }>
}
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T
const dump = (build: 1 | 2 | 3): Dump =>
  readJson(build === 1 ? path.join(site, "algolia-index.json") : path.join(out, `index-${build}.json`))
const objects = (build: 1 | 2 | 3) =>
  new Map(dump(build).indexes[indexName].objects.map((object) => [object.objectID, object]))
const sentIDs = (build: 2 | 3, action: string) =>
  dump(build).requests.flatMap((request) =>
    request.actions.flatMap((entry, i) => (entry === action ? [request.objectIDs![i]] : [])),
  )
const changes = (): { removed: string; changed: { url: string; was: string; now: string } } =>
  readJson(path.join(out, "changes.json"))

function localRecords(build: 2 | 3): SearchRecord[] {
  const read = <T>(name: string) => readJson<T>(path.join(out, `search-index-${build}`, name))
  return ["zh-CN", "en", "ja"].flatMap((language) =>
    unpackRecords(read<LocalIndexFile>(`${language}.json`), read<LocalContentFile>(`${language}.content.json`)),
  )
}
const shown = (record: SearchRecord) =>
  JSON.stringify([record.url, record.hierarchy, record.content, record.language, record.docusaurus_tag])
const pageOf = (record: SearchRecord) => record.url_without_anchor.replace(/\/$/, "")

function expectBuildSucceeded(build: 2 | 3) {
  const { status } = readJson<{ status: number }>(path.join(out, `build-${build}.json`))
  // Gatsby wraps long lines of its log at the width of a terminal.
  const log = fs.readFileSync(path.join(out, `build-${build}.log`), "utf8").replace(/\s+/g, " ")
  expect(log).not.toContain("Algolia indexing failed")
  expect(status, `build ${build} exit status (log: ${path.join(out, `build-${build}.log`)})`).toBe(0)
  expect(log).toContain(
    `Algolia: index "${indexName}" holds the build's ${localRecords(build).length} records, settings applied`,
  )
}

function expectIndexIsTheLocalIndex(build: 2 | 3) {
  const sent = objects(build)
  const local = new Map(localRecords(build).map((record) => [record.objectID, record]))
  expect([...sent.keys()].sort()).toEqual([...local.keys()].sort())
  expect(
    [...sent]
      .filter(([objectID, object]) => shown(object) !== shown(local.get(objectID)!))
      .map(([objectID]) => objectID),
  ).toEqual([])
  expect([...sent.values()].filter((object) => /fixture-(draft|unlisted)/.test(object.url))).toEqual([])
  expect(dump(build).indexes[indexName].settings).toEqual(algoliaIndexSettings)
}

test.describe("build 2: a doc removed and a paragraph changed, .cache kept", () => {
  test("the build succeeds and the index holds exactly its local index's records", () => {
    expectBuildSucceeded(2)
    expectIndexIsTheLocalIndex(2)
  })

  test("the removed doc's records are gone in every locale, with its card on the category page; nothing else is", () => {
    const before = objects(1)
    const after = objects(2)
    const onRemovedDoc = (record: SearchRecord) => new RegExp(`/docs/next/${changes().removed}$`).test(pageOf(record))
    const removed = [...before.values()].filter(onRemovedDoc)
    expect(new Set(removed.map((record) => record.language))).toEqual(new Set(["zh-CN", "en", "ja"]))
    expect([...after.values()].filter(onRemovedDoc)).toEqual([])
    const gone = [...before.values()].filter((record) => !after.has(record.objectID))
    // Besides the doc's own: its card on the FAQ category page of each locale, and the changed
    // paragraph's record, whose objectID comes from its text.
    expect(
      gone
        .filter((record) => !onRemovedDoc(record))
        .map(pageOf)
        .sort(),
    ).toEqual([
      "/docs/next/category/faq",
      "/en/docs/next/category/faq",
      "/en/docs/next/intro",
      "/ja/docs/next/category/faq",
    ])
    const added = [...after.values()].filter((record) => !before.has(record.objectID))
    expect(added.map(pageOf)).toEqual([changes().changed.url])
    expect(after.size).toBe(before.size - gone.length + added.length)
  })

  test("the changed paragraph's record holds the new text, and the rest of its page is as it was", () => {
    const { changed } = changes()
    const page = (build: 1 | 2) => [...objects(build).values()].filter((record) => pageOf(record) === changed.url)
    const [was, now] = [page(1), page(2)]
    expect(now.filter((record) => record.content?.includes(changed.now))).toHaveLength(1)
    expect(now.filter((record) => record.content?.includes(changed.was))).toEqual([])
    expect(was.filter((record) => record.content?.includes(changed.was))).toHaveLength(1)
    const unchanged = (records: Sent[]) =>
      records
        .filter((record) => !record.content?.includes(changed.was) && !record.content?.includes(changed.now))
        .map((record) => [record.objectID, record.internal.contentDigest])
    expect(unchanged(now)).toEqual(unchanged(was))
    expect(now).toHaveLength(was.length)
  })

  test("only the new record was sent and only the records gone were deleted; the cached digests spared a read-back", () => {
    const before = objects(1)
    const after = objects(2)
    const differing = [...after.values()].filter(
      (record) => before.get(record.objectID)?.internal.contentDigest !== record.internal.contentDigest,
    )
    expect(differing.map((record) => record.content)).toEqual([expect.stringContaining(changes().changed.now)])
    expect(sentIDs(2, "updateObject")).toEqual(differing.map((record) => record.objectID))
    expect(sentIDs(2, "addObject")).toEqual([])
    expect(sentIDs(2, "deleteObject").sort()).toEqual(
      [...before.keys()].filter((objectID) => !after.has(objectID)).sort(),
    )
    const { requests } = dump(2)
    expect(requests.filter((request) => request.path.endsWith("/browse"))).toEqual([])
    expect(requests.filter((request) => request.method === "PUT" && request.path.endsWith("/settings"))).toHaveLength(1)
  })
})

test.describe("build 3: the same content without the cache of earlier builds", () => {
  test("the build succeeds and the index holds exactly its local index's records", () => {
    expectBuildSucceeded(3)
    expectIndexIsTheLocalIndex(3)
  })

  test("the digests are read back from the index, nothing is sent or deleted and the index is build 2's", () => {
    const { requests } = dump(3)
    expect(requests.filter((request) => request.path.endsWith("/browse")).length).toBeGreaterThan(0)
    expect(sentIDs(3, "updateObject")).toEqual([])
    expect(sentIDs(3, "addObject")).toEqual([])
    expect(sentIDs(3, "deleteObject")).toEqual([])
    const sorted = (build: 2 | 3) => [...objects(build).values()].sort((a, b) => a.objectID.localeCompare(b.objectID))
    expect(sorted(3)).toEqual(sorted(2))
    expect(requests.filter((request) => request.method === "PUT" && request.path.endsWith("/settings"))).toHaveLength(1)
  })
})
