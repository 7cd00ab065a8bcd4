// The few globals of Gatsby's browser runtime the site reads, in one typed place. They are not
// public API: checked against gatsby 5.16 (cache-dir/production-app.js, loader.js).

interface GatsbyWindow {
  /** The path of the page whose HTML the server sent (set by the page bootstrap script). */
  pagePath?: string
  /** Gatsby's resource loader; `hovering` preloads a page when a link is hovered. */
  ___loader?: { hovering?: (path: string) => void }
}

const runtime = () => (typeof window === "undefined" ? {} : (window as unknown as GatsbyWindow))

/** The page the server's HTML was rendered for ('/404.html' when the server fell back to it). */
export const servedPagePath = (): string | undefined => runtime().pagePath

/** Stops Gatsby from preloading pages on hover (slow or metered connections). */
export function disableHoverPreload(): void {
  const loader = runtime().___loader
  if (loader) loader.hovering = () => undefined
}
