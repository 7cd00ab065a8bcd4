// Scrolling the window to a position: the browser's own smooth scrolling where it exists, an
// instant jump when the reader asked for reduced motion, and otherwise a small JavaScript
// animation that covers 15% of the remaining distance per frame (the remainder shrinks by a
// factor of 0.85), for browsers without `scroll-behavior`.

import { showAllSections } from "./first-load/sections"
import { isModifiedClick } from "./clicks"

export const fallbackEaseFactor = 0.85

export interface ScrollEnvironment {
  prefersReducedMotion(): boolean
  supportsSmoothScroll(): boolean
  scrollY(): number
  scrollTo(options: ScrollToOptions): void
  requestFrame(callback: () => void): number
  cancelFrame(handle: number): void
}

const browser: ScrollEnvironment = {
  prefersReducedMotion: () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
  supportsSmoothScroll: () =>
    typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("scroll-behavior", "smooth"),
  scrollY: () => window.scrollY,
  scrollTo: (options) => window.scrollTo(options),
  requestFrame: (callback) => window.requestAnimationFrame(callback),
  cancelFrame: (handle) => window.cancelAnimationFrame(handle),
}

/** Scrolls to `top`; returns a function that stops a running fallback animation. */
export function smoothScrollTo(top: number, env: ScrollEnvironment = browser): () => void {
  if (env.prefersReducedMotion()) {
    env.scrollTo({ top, behavior: "instant" as ScrollBehavior })
    return () => {}
  }
  if (env.supportsSmoothScroll()) {
    env.scrollTo({ top, behavior: "smooth" })
    return () => {}
  }
  let handle = 0
  const step = () => {
    const current = env.scrollY()
    const remaining = current - top
    if (Math.abs(remaining) < 1) {
      env.scrollTo({ top, behavior: "instant" as ScrollBehavior })
      return
    }
    env.scrollTo({
      top:
        top + (remaining > 0 ? Math.floor(remaining * fallbackEaseFactor) : Math.ceil(remaining * fallbackEaseFactor)),
      behavior: "instant" as ScrollBehavior,
    })
    handle = env.requestFrame(step)
  }
  handle = env.requestFrame(step)
  return () => env.cancelFrame(handle)
}

/**
 * Browsers with `scroll-behavior` scroll to #anchors smoothly through CSS (global.css, off for
 * reduced motion). For the others, same-page anchor links are eased here with the fallback.
 */
export function installAnchorScrollFallback(env: ScrollEnvironment = browser): void {
  // Every section is drawn before the browser works out where a same-page #anchor is: drawn
  // later (by :target, or by the idle drawing), the sections above it would grow during the
  // scroll and push the target out of view.
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']") as HTMLAnchorElement | null
      if (
        !link?.hash ||
        link.origin !== window.location.origin ||
        link.pathname !== window.location.pathname ||
        isModifiedClick(event)
      )
        return
      showAllSections()
      // The eased fallback below runs its own frames to the end.
      const target = env.supportsSmoothScroll() && hashTarget(link.hash)
      if (target) landOnTarget(target)
    },
    { capture: true },
  )
  if (env.supportsSmoothScroll() || env.prefersReducedMotion()) return
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || isModifiedClick(event)) return
    const link = (event.target as Element | null)?.closest?.("a[href*='#']") as HTMLAnchorElement | null
    if (!link || !link.hash || link.origin !== window.location.origin || link.pathname !== window.location.pathname)
      return
    const target = hashTarget(link.hash)
    if (!target) return
    event.preventDefault()
    window.history.pushState(window.history.state, "", link.hash)
    // pushState does not set :target, which would draw the sections above the target.
    showAllSections()
    const padding = scrollPaddingTop()
    smoothScrollTo(Math.max(0, target.getBoundingClientRect().top + env.scrollY() - padding), env)
  })
}

/** The room the page keeps above an anchor's target: below the sticky navbar (global.css). */
function scrollPaddingTop(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
}

/** Input by which the reader scrolls: once there is any, the page stops correcting the landing. */
const readerInput = ["wheel", "touchstart", "pointerdown", "keydown"] as const

/**
 * A scroll to an anchor can be cut short or carried past it: by the router's own scroll on the
 * hash change, by focus moving to the target, and by the browser's own jump to the fragment,
 * which can come after the router's and land a little off (measured before the page settled).
 * When that scrolling ends, a target left outside the viewport, or a few pixels off its place
 * under the navbar (the page's `scroll-padding-top` and the target's `scroll-margin-top`), is
 * put there at once, unless the reader has scrolled meanwhile.
 */
export function landOnTarget(target: HTMLElement): void {
  let readerMoved = false
  const onInput = () => {
    readerMoved = true
  }
  const options = { capture: true, passive: true }
  readerInput.forEach((type) => window.addEventListener(type, onInput, options))
  const check = () => {
    if (readerMoved) return
    const { top, bottom } = target.getBoundingClientRect()
    const place = scrollPaddingTop() + (parseFloat(getComputedStyle(target).scrollMarginTop) || 0)
    const off = top - place
    // Near the end of the page a target can sit lower than its place: the page cannot scroll further.
    const room = document.documentElement.scrollHeight - window.innerHeight - window.scrollY
    const outOfView = bottom <= 0 || top >= window.innerHeight
    if (outOfView || off < -2 || (off > 2 && room >= 1))
      target.scrollIntoView({ behavior: "instant" as ScrollBehavior })
  }
  // Browsers without scrollend: check once a smooth scroll has had time to finish.
  if ("onscrollend" in window) window.addEventListener("scrollend", check, { once: true })
  window.setTimeout(() => {
    check()
    readerInput.forEach((type) => window.removeEventListener(type, onInput, options))
  }, 1000)
}

/** The element a `#hash` names, percent-encoded or not. */
export function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: the id as written.
  }
  return document.getElementById(id)
}
