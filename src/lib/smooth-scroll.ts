// Scrolling the window to a position: the browser's own smooth scrolling where it exists, an
// instant jump when the reader asked for reduced motion, and otherwise a small JavaScript
// animation that covers 15% of the remaining distance per frame (the remainder shrinks by a
// factor of 0.85), for browsers without `scroll-behavior`.

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
  supportsSmoothScroll: () => "scrollBehavior" in document.documentElement.style,
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
      env.scrollTo({ top })
      return
    }
    env.scrollTo({ top: top + (remaining > 0 ? Math.floor(remaining * fallbackEaseFactor) : Math.ceil(remaining * fallbackEaseFactor)) })
    handle = env.requestFrame(step)
  }
  handle = env.requestFrame(step)
  return () => env.cancelFrame(handle)
}
