import { act, renderHook } from "@testing-library/react"
import { useHideOnScroll } from "../useHideOnScroll"

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y })
    window.dispatchEvent(new Event("scroll"))
  })
}

afterEach(() => scrollTo(0))

it("hides the navbar while scrolling down past it and shows it on the way up", () => {
  const { result } = renderHook(() => useHideOnScroll(true))
  scrollTo(40)
  expect(result.current).toBe(false)
  scrollTo(400)
  expect(result.current).toBe(true)
  scrollTo(300)
  expect(result.current).toBe(false)
  scrollTo(900)
  expect(result.current).toBe(true)
  scrollTo(20)
  expect(result.current).toBe(false)
})

it("never hides it when the option is off", () => {
  const { result } = renderHook(() => useHideOnScroll(false))
  scrollTo(400)
  scrollTo(900)
  expect(result.current).toBe(false)
})
