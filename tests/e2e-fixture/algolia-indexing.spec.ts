// The fixture site's build indexed into "Algolia": gatsby-plugin-algolia, run from the site's
// onPostBuild, sent the records to a stand-in on 127.0.0.1:9014 behind a dead first host
// (scripts/build-fixture-site.sh), which wrote what it held to algolia-index.json. These tests
// read that and the build's output; no browser is needed.
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { algoliaIndexSettings } from "../../gatsby/search-index"
import { unpackRecords } from "../../src/lib/search/local-index"
import type { SearchRecord } from "../../src/lib/search/types"

const site = path.resolve(".tmp/fixture-site")
const publicDir = path.join(site, "public")
const adminKey = "fixture-admin-key-7c41d9e2"

interface Dump {
  indexes: Record<
    string,
    { settings: Record<string, unknown>; objects: Array<SearchRecord & { internal: { contentDigest: string } }> }
  >
  requests: Array<{ method: string; path: string; status: number; actions: string[] }>
}
const dump = (): Dump => JSON.parse(fs.readFileSync(path.join(site, "algolia-index.json"), "utf8"))

function localRecords(): SearchRecord[] {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(publicDir, "search-index", name), "utf8"))
  return ["zh-CN", "en", "ja"].flatMap((language) =>
    unpackRecords(read(`${language}.json`), read(`${language}.content.json`)),
  )
}

test("Algolia got exactly the local index's records, each with a content digest, and nothing from unlisted or draft pages", () => {
  const index = dump().indexes["tidas-fixture"]
  expect(index).toBeDefined()
  const local = new Map(localRecords().map((record) => [record.objectID, record]))
  const sent = new Map(index.objects.map((object) => [object.objectID, object]))
  expect(sent.size).toBeGreaterThan(100)
  expect([...sent.keys()].sort()).toEqual([...local.keys()].sort())
  // Compared as text, one record at a time, and reported together (thousands of records).
  const shown = (record: SearchRecord) =>
    JSON.stringify([record.url, record.hierarchy, record.content, record.language, record.docusaurus_tag])
  const differing = [...sent]
    .filter(([objectID, object]) => shown(object) !== shown(local.get(objectID)!))
    .map(([objectID]) => objectID)
  expect(differing).toEqual([])
  expect(index.objects.filter((object) => !/^[0-9a-f]{64}$/.test(object.internal?.contentDigest ?? ""))).toEqual([])
  // The cleaned HTML: no NUL byte reached either index.
  expect(JSON.stringify(index.objects)).not.toContain("\\u0000")
  expect(index.objects.some((object) => /fixture-(draft|unlisted)/.test(object.url))).toBe(false)
})

test("the index settings were applied, and the build says what it indexed", () => {
  const { indexes, requests } = dump()
  expect(indexes["tidas-fixture"].settings).toEqual(algoliaIndexSettings)
  expect(
    requests.some((request) => request.method === "PUT" && request.path === "/1/indexes/tidas-fixture/settings"),
  ).toBe(true)
  // A first build into an empty index sends every record once and deletes nothing.
  const actions = requests.flatMap((request) => request.actions)
  expect(actions.filter((action) => action === "updateObject")).toHaveLength(indexes["tidas-fixture"].objects.length)
  expect(actions.filter((action) => action === "deleteObject")).toHaveLength(0)
  // Gatsby wraps long lines of its log at the width of a terminal.
  const log = fs.readFileSync(path.join(site, "build.log"), "utf8").replace(/\s+/g, " ")
  expect(log).toContain(
    `Algolia: index "tidas-fixture" holds the build's ${indexes["tidas-fixture"].objects.length} records, settings applied`,
  )
})

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}

test("the admin key is nowhere in the build output; the search-only key is in the bundle", () => {
  const withKey: string[] = []
  let searchKeyFound = false
  for (const file of files(publicDir)) {
    const text = fs.readFileSync(file).toString("latin1")
    if (text.includes(adminKey)) withKey.push(path.relative(publicDir, file))
    if (file.endsWith(".js") && text.includes("fixture-search-key")) searchKeyFound = true
  }
  expect(withKey).toEqual([])
  // The same search finds a key that is meant to be there, so it would find the other one.
  expect(searchKeyFound).toBe(true)
})
