import { createStorage } from "../../storage"
import { createSearchHistory, favoritesKey, recentKey, toStoredHit, type StoredHit } from "../stored-searches"
import { memoryStorage } from "../../../../tests/unit/memory-storage"

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("denied", "SecurityError")
  }
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail }
}

const hit = (n: number): StoredHit => ({
  objectID: `id-${n}`,
  url: `/en/docs/page-${n}#a`,
  hierarchy: { lvl0: "Docs", lvl1: `Page ${n}`, lvl2: "Heading", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  type: "lvl2",
  content: null,
})

const ids = (items: StoredHit[]) => items.map((item) => item.objectID)

function setup() {
  const backing = memoryStorage()
  const store = createStorage("", () => backing)
  return { backing, history: createSearchHistory("idx", { store }) }
}

describe("stored searches", () => {
  it("drops stored entries that would lead off the site", () => {
    const { backing, history } = setup()
    const hostile = [
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "java\tscript:alert(1)",
      "https:evil",
    ].map((url, n) => ({ ...hit(n), url }))
    backing.setItem(
      recentKey("idx"),
      JSON.stringify([...hostile, hit(9), { ...hit(10), url: "https://github.com/linancn/tidas" }]),
    )
    expect(history.read().recent.map((item) => item.url)).toEqual([
      "/en/docs/page-9#a",
      "https://github.com/linancn/tidas",
    ])
  })

  it("keeps the 7 newest recent searches, newest first, without duplicates", () => {
    const { history } = setup()
    for (let n = 1; n <= 9; n++) history.choose(hit(n))
    expect(ids(history.read().recent)).toEqual(["id-9", "id-8", "id-7", "id-6", "id-5", "id-4", "id-3"])
    history.choose(hit(5))
    expect(ids(history.read().recent)).toEqual(["id-5", "id-9", "id-8", "id-7", "id-6", "id-4", "id-3"])
  })

  it("keeps 4 recent searches once a favourite exists, and up to 10 favourites", () => {
    const { history } = setup()
    for (let n = 1; n <= 7; n++) history.choose(hit(n))
    const after = history.save(hit(7))
    expect(ids(after.favorites)).toEqual(["id-7"])
    expect(ids(after.recent)).toEqual(["id-6", "id-5", "id-4", "id-3"])
    for (let n = 10; n <= 21; n++) history.save(hit(n))
    expect(history.read().favorites).toHaveLength(10)
    expect(history.read().favorites[0].objectID).toBe("id-21")
    history.choose(hit(30))
    expect(history.read().recent).toHaveLength(4)
  })

  it("does not add a favourite to the recent searches", () => {
    const { history } = setup()
    history.choose(hit(1))
    history.save(hit(1))
    history.choose(hit(1))
    expect(history.read()).toEqual({ recent: [], favorites: [hit(1)] })
  })

  it("deletes recent searches and favourites", () => {
    const { history } = setup()
    history.choose(hit(1))
    history.choose(hit(2))
    history.save(hit(2))
    expect(ids(history.removeRecent("id-1").recent)).toEqual([])
    expect(ids(history.removeFavorite("id-2").favorites)).toEqual([])
    // Without favourites the recent list may grow to 7 again.
    for (let n = 1; n <= 7; n++) history.choose(hit(n))
    expect(history.read().recent).toHaveLength(7)
  })

  it("stores per index name under the documented keys, without highlighting", () => {
    const { backing, history } = setup()
    history.choose({
      ...hit(1),
      _highlightResult: { content: { value: "<mark>x</mark>", matchLevel: "full" } },
    } as StoredHit)
    history.save(hit(2))
    const recent = JSON.parse(backing.getItem(recentKey("idx"))!)
    expect(recent).toEqual([hit(1)])
    expect(recent[0]).not.toHaveProperty("_highlightResult")
    expect(JSON.parse(backing.getItem(favoritesKey("idx"))!)).toEqual([hit(2)])
    expect(recentKey("other")).toBe("search-recent-other")
    expect(favoritesKey("other")).toBe("search-favorites-other")
  })

  it("ignores broken or foreign stored values", () => {
    const { backing, history } = setup()
    backing.setItem(recentKey("idx"), "{not json")
    backing.setItem(favoritesKey("idx"), JSON.stringify([{ objectID: 3 }, hit(4), "x"]))
    expect(history.read()).toEqual({ recent: [], favorites: [hit(4)] })
  })

  it("shortens long paragraphs", () => {
    expect(toStoredHit({ ...hit(1), type: "content", content: "x".repeat(1000) }).content).toHaveLength(301)
  })

  it("works, remembering nothing, when storage throws", () => {
    const history = createSearchHistory("idx", { store: createStorage("", () => throwingStorage()) })
    expect(() => history.choose(hit(1))).not.toThrow()
    expect(history.read()).toEqual({ recent: [], favorites: [] })
    expect(history.save(hit(1)).favorites).toEqual([hit(1)])
    expect(history.read().favorites).toEqual([])
  })

  it("stores and shows nothing when personalization is disabled", () => {
    const backing = memoryStorage()
    const history = createSearchHistory("idx", { store: createStorage("", () => backing), disabled: true })
    history.choose(hit(1))
    history.save(hit(2))
    expect(history.read()).toEqual({ recent: [], favorites: [] })
    expect(backing.length).toBe(0)
  })
})
