import { createInsights, viewBatchSize, viewDebounceMs } from "../insights"

const algolia = { appId: "APP", apiKey: "key", hosts: [], insights: true, insightsHost: null }

function setup(config = algolia) {
  const sent: Array<[string, Record<string, unknown>]> = []
  const insights = createInsights(config, "tidas", async () => (method, payload) => sent.push([method, payload]))
  return { insights, sent }
}

const flushPromises = () =>
  new Promise((resolve) => jest.requireActual<typeof import("timers")>("timers").setImmediate(resolve))

describe("search insights", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("debounces views 400 ms and sends at most 20 objectIDs per event", async () => {
    const { insights, sent } = setup()
    insights.view(Array.from({ length: 30 }, (_, i) => `a${i}`))
    jest.advanceTimersByTime(viewDebounceMs - 1)
    insights.view(Array.from({ length: 15 }, (_, i) => `b${i}`))
    jest.advanceTimersByTime(viewDebounceMs - 1)
    await flushPromises()
    expect(sent).toHaveLength(0)
    jest.advanceTimersByTime(1)
    await flushPromises()
    expect(sent.map(([method, payload]) => [method, (payload.objectIDs as string[]).length])).toEqual([
      ["viewedObjectIDs", viewBatchSize],
      ["viewedObjectIDs", viewBatchSize],
      ["viewedObjectIDs", 5],
    ])
    expect(sent[0][1]).toMatchObject({ index: "tidas", eventName: "Items Viewed" })
  })

  it("waits a full delay again after each keystroke, even when the hits stay the same", async () => {
    const { insights, sent } = setup()
    insights.view(["a1"])
    for (let key = 0; key < 4; key++) {
      jest.advanceTimersByTime(viewDebounceMs - 100)
      insights.typed()
    }
    await flushPromises()
    expect(sent).toHaveLength(0)
    jest.advanceTimersByTime(viewDebounceMs)
    await flushPromises()
    expect(sent.map(([method, payload]) => [method, payload.objectIDs])).toEqual([["viewedObjectIDs", ["a1"]]])
    // With nothing waiting, typing sends nothing.
    insights.typed()
    jest.advanceTimersByTime(viewDebounceMs)
    await flushPromises()
    expect(sent).toHaveLength(1)
  })

  it("sends clicks with the query id and 1-based position", async () => {
    const { insights, sent } = setup()
    insights.click({ queryID: "q1", objectID: "o1", position: 3 })
    await flushPromises()
    expect(sent).toEqual([
      [
        "clickedObjectIDsAfterSearch",
        { index: "tidas", eventName: "Item Selected", queryID: "q1", objectIDs: ["o1"], positions: [3] },
      ],
    ])
  })

  it("does nothing unless insights is enabled", async () => {
    const { insights, sent } = setup({ ...algolia, insights: false })
    insights.click({ queryID: "q1", objectID: "o1", position: 1 })
    insights.view(["o1"])
    jest.advanceTimersByTime(1000)
    await flushPromises()
    expect(sent).toEqual([])
  })
})
