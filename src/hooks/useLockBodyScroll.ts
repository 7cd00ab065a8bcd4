import { useEffect } from "react"

/** Keeps the page behind a modal from scrolling, without the layout jumping as its scrollbar goes. */
export function useLockBodyScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined
    const { style } = document.body
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight }
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    style.overflow = "hidden"
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`
    return () => {
      style.overflow = previous.overflow
      style.paddingRight = previous.paddingRight
    }
  }, [active])
}
