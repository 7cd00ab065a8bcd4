/** @jest-environment node */
import { createAlgoliaClient, parseHost } from "../algolia-client"

describe("Algolia client", () => {
  const base = { hosts: [], insights: false, insightsHost: null }

  it("fails at startup with the client's own messages when credentials are missing", () => {
    expect(() => createAlgoliaClient({ ...base, appId: "", apiKey: "key" })).toThrow("`appId` is missing.")
    expect(() => createAlgoliaClient({ ...base, appId: "APP", apiKey: "" })).toThrow("`apiKey` is missing.")
  })

  it("reads host overrides as http or https hosts", () => {
    expect(parseHost("http://127.0.0.1:9012")).toEqual({ url: "127.0.0.1:9012", accept: "read", protocol: "http" })
    expect(parseHost("search.example.org")).toEqual({ url: "search.example.org", accept: "read", protocol: "https" })
  })
})
