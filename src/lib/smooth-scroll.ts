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
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    smoothScrollTo(Math.max(0, target.getBoundingClientRect().top + env.scrollY() - padding), env)
  })
}

/**
 * A scroll to an anchor can be cut short or carried past it: by the router's own scroll on the
 * hash change, by focus moving to the target, and, on a long page, apparently by the browser's
 * smooth scroll to a fragment going on after an instant jump. When that scrolling ends, a target
 * left outside the viewport is brought to the top at once.
 */
export function landOnTarget(target: HTMLElement): void {
  const check = () => {
    const { top, bottom } = target.getBoundingClientRect()
    if (bottom <= 0 || top >= window.innerHeight) target.scrollIntoView({ behavior: "instant" as ScrollBehavior })
  }
  // Browsers without scrollend: check once a smooth scroll has had time to finish.
  if ("onscrollend" in window) window.addEventListener("scrollend", check, { once: true })
  window.setTimeout(check, 1000)
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
