import { act, renderHook } from "@testing-library/react"
import { useJsonOnce } from "../useJsonOnce"

const double = (raw: number[]) => raw.map((value) => value * 2)
const answer = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) } as Response)

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock
})

it("fetches the file once, shared by calls made while it is on its way", async () => {
  fetchMock.mockReturnValue(answer([1, 2]))
  const { result } = renderHook(() => useJsonOnce("/data/a.json", double))
  expect(result.current).toMatchObject({ data: null, status: "idle" })
  let values: (number[] | null)[] = []
  await act(async () => {
    values = await Promise.all([result.current.load(), result.current.load()])
  })
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(fetchMock).toHaveBeenCalledWith("/data/a.json")
  expect(values).toEqual([
    [2, 4],
    [2, 4],
  ])
  expect(result.current).toMatchObject({ data: [2, 4], status: "done" })
  await act(async () => void (await result.current.load()))
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

it("reports a failed fetch and tries again on the next call", async () => {
  fetchMock.mockReturnValueOnce(answer(null, false)).mockReturnValueOnce(answer([3]))
  const { result } = renderHook(() => useJsonOnce("/data/b.json", double))
  let value: number[] | null = [0]
  await act(async () => {
    value = await result.current.load()
  })
  expect(value).toBeNull()
  expect(result.current).toMatchObject({ data: null, status: "error" })
  await act(async () => {
    value = await result.current.load()
  })
  expect(value).toEqual([6])
  expect(result.current).toMatchObject({ data: [6], status: "done" })
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

it("treats a file that does not parse as a failure", async () => {
  fetchMock.mockReturnValue(
    Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError("bad")) } as Response),
  )
  const { result } = renderHook(() => useJsonOnce("/data/c.json", double))
  await act(async () => void (await result.current.load()))
  expect(result.current.status).toBe("error")
})

it("fetches nothing when the page already has the data", async () => {
  const { result } = renderHook(() => useJsonOnce("/data/d.json", double, [7]))
  expect(result.current).toMatchObject({ data: [7], status: "done" })
  let value: number[] | null = null
  await act(async () => {
    value = await result.current.load()
  })
  expect(value).toEqual([7])
  expect(fetchMock).not.toHaveBeenCalled()
})
