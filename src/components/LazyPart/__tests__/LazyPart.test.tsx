import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { renderInLocale } from "../../../../tests/unit/render"
import LazyPart, { indicatorDelayMs, type Loader } from ".."

function Part({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

afterEach(() => jest.useRealTimers())

describe("LazyPart", () => {
  it("shows the loading indicator only after 200 ms, then the part", async () => {
    jest.useFakeTimers()
    const pending = deferred<{ default: typeof Part }>()
    const load: Loader<{ name: string }> = () => pending.promise
    renderInLocale(
      <LazyPart load={load} props={{ name: "reader" }} frame={(content) => <div data-testid="frame">{content}</div>} />,
      "en",
    )
    act(() => jest.advanceTimersByTime(indicatorDelayMs - 10))
    expect(screen.queryByRole("status")).toBeNull()
    expect(screen.queryByTestId("frame")).toBeNull()
    act(() => jest.advanceTimersByTime(20))
    expect(screen.getByRole("status")).toHaveTextContent("Loading…")
    expect(screen.getByTestId("frame")).toBeInTheDocument()
    await act(async () => pending.resolve({ default: Part }))
    expect(screen.getByText("Hello reader")).toBeInTheDocument()
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("never shows the indicator when the part loads fast", async () => {
    jest.useFakeTimers()
    const load: Loader<{ name: string }> = () => Promise.resolve({ default: Part })
    renderInLocale(<LazyPart load={load} props={{ name: "fast" }} />, "en")
    await act(async () => undefined)
    expect(screen.getByText("Hello fast")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("shows the error where the part would be, and retries with a fresh import", async () => {
    const load = jest.fn<ReturnType<Loader<{ name: string }>>, []>()
    load
      .mockRejectedValueOnce(new Error("ChunkLoadError: Loading chunk 42 failed."))
      .mockResolvedValueOnce({ default: Part })
    renderInLocale(
      <LazyPart
        load={load}
        props={{ name: "again" }}
        failedText="The search could not be loaded."
        frame={(content) => <section aria-label="frame">{content}</section>}
      />,
      "ja",
    )
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("The search could not be loaded.")
    expect(screen.getByRole("region", { name: "frame" })).toContainElement(alert)
    fireEvent.click(screen.getByRole("button", { name: "再試行" }))
    expect(await screen.findByText("Hello again")).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("says in the reader's language what failed when no text is given", async () => {
    const load: Loader<object> = () => Promise.reject(new Error("offline"))
    renderInLocale(<LazyPart load={load} props={{}} />, "zh-CN")
    expect(await screen.findByRole("alert")).toHaveTextContent("页面的这一部分未能加载。")
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument()
  })
})
