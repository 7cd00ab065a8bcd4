import { createStorage, readJson, writeJson } from "../storage"
import { memoryStorage } from "../../../tests/unit/memory-storage"

describe("storage", () => {
  it("reads and writes through localStorage with the configured prefix", () => {
    const backing = memoryStorage()
    const store = createStorage("tidas.", () => backing)
    expect(store.set("theme", "dark")).toBe(true)
    expect(backing.getItem("tidas.theme")).toBe("dark")
    expect(store.get("theme")).toBe("dark")
    store.remove("theme")
    expect(store.get("theme")).toBeNull()
  })

  it("has no key prefix by default", () => {
    const backing = memoryStorage()
    createStorage(undefined, () => backing).set("theme", "light")
    expect(backing.getItem("theme")).toBe("light")
  })

  it("keeps working when localStorage throws on access", () => {
    const store = createStorage("", () => {
      throw new DOMException("denied", "SecurityError")
    })
    expect(store.get("theme")).toBeNull()
    expect(store.set("theme", "dark")).toBe(false)
    expect(() => store.remove("theme")).not.toThrow()
  })

  it("reports a failed write when storage is full", () => {
    const backing = memoryStorage()
    const store = createStorage("", () => backing)
    backing.setItem = () => {
      throw new DOMException("full", "QuotaExceededError")
    }
    expect(store.set("theme", "dark")).toBe(false)
  })

  it("falls back when stored JSON is malformed", () => {
    const backing = memoryStorage()
    const store = createStorage("", () => backing)
    backing.setItem("list", "{not json")
    expect(readJson(store, "list", [])).toEqual([])
    writeJson(store, "list", [1, 2])
    expect(readJson(store, "list", [])).toEqual([1, 2])
  })
})
