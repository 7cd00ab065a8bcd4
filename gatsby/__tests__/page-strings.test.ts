import fs from "node:fs"
import path from "node:path"
import { localeCodes } from "../../src/config/locales"
import { pageNamespaces, withLiveComponents } from "../page-strings"

describe("page strings", () => {
  it.each(Object.entries(pageNamespaces))("the %s pages' namespaces exist in every locale", (_kind, namespaces) => {
    for (const locale of localeCodes)
      for (const ns of namespaces) expect(fs.existsSync(path.resolve("locales", locale, `${ns}.json`))).toBe(true)
  })

  it("adds the validator's strings only to texts that run it", () => {
    expect(withLiveComponents(pageNamespaces.docs, true)).toContain("validator")
    expect(withLiveComponents(pageNamespaces.docs, false)).not.toContain("validator")
  })

  it("keeps the server-only strings out of every page", () => {
    for (const namespaces of Object.values(pageNamespaces)) expect(namespaces).not.toContain("baseUrlIssue")
  })
})
