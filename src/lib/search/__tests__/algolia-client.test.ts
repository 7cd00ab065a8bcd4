/** @jest-environment node */
import type { Requester } from "@algolia/client-common"
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

  it("avoids a host that failed for 2 minutes, then tries it again", async () => {
    const asked: string[] = []
    const requester: Requester = {
      async send(request) {
        asked.push(new URL(request.url).host)
        if (request.url.includes("dead.test")) return { status: 0, isTimedOut: false, content: "" }
        return {
          status: 200,
          isTimedOut: false,
          content: JSON.stringify({ results: [{ hits: [], nbHits: 0, query: "q" }] }),
        }
      },
    }
    const client = createAlgoliaClient(
      { ...base, appId: "APP", apiKey: "key", hosts: ["http://dead.test", "http://live.test"] },
      requester,
    )
    const search = (query: string) => client.search([{ indexName: "docs", params: { query } }])
    const now = jest.spyOn(Date, "now")
    now.mockReturnValue(1_000_000)
    await search("a")
    await search("b")
    expect(asked).toEqual(["dead.test", "live.test", "live.test"])
    now.mockReturnValue(1_000_000 + 2 * 60 * 1000 + 1)
    await search("c")
    expect(asked.slice(3)).toEqual(["dead.test", "live.test"])
    now.mockRestore()
  })

  describe("errors, as the client raises them", () => {
    const make = (send: Requester["send"]) =>
      createAlgoliaClient(
        { ...base, appId: "APP", apiKey: "key", hosts: ["http://one.test", "http://two.test"] },
        { send },
      )
    const search = (client: ReturnType<typeof make>) => client.search([{ indexName: "docs", params: { query: "q" } }])

    it("unreachable hosts: a retry error that says the application id may be wrong", async () => {
      await expect(search(make(async () => ({ status: 0, isTimedOut: false, content: "" })))).rejects.toMatchObject({
        name: "RetryError",
        message: expect.stringContaining("your application id may be incorrect"),
      })
    })

    it("an API error carries its message and HTTP status, and is not retried", async () => {
      const send = jest.fn(async () => ({
        status: 403,
        isTimedOut: false,
        content: JSON.stringify({ message: "Invalid Application-ID or API key", status: 403 }),
      }))
      await expect(search(make(send))).rejects.toMatchObject({
        name: "ApiError",
        message: "Invalid Application-ID or API key",
        status: 403,
      })
      expect(send).toHaveBeenCalledTimes(1)
    })

    it("a server error (5xx) or a timeout is retried on the next host", async () => {
      const answers = [
        { status: 503, isTimedOut: false, content: "" },
        { status: 200, isTimedOut: false, content: JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }) },
      ]
      const send = jest.fn(async () => answers.shift()!)
      await expect(search(make(send))).resolves.toEqual({ results: [{ hits: [], nbHits: 0 }] })
      expect(send).toHaveBeenCalledTimes(2)
    })

    it("an unparsable answer raises a deserialization error", async () => {
      await expect(
        search(make(async () => ({ status: 200, isTimedOut: false, content: "<html>proxy error</html>" }))),
      ).rejects.toMatchObject({ name: "DeserializationError" })
    })
  })
})
