import React, { useEffect, useRef } from "react"
import { serverMarkup, useFirstRenderedWhileHydrating } from "../../lib/first-load/hydration"
import { delegateStaticHtml } from "../../lib/first-load/static-html"

interface StaticHtmlProps {
  /** The region holds a component that needs its own event handlers (the dataset validator). */
  live?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * Text that does nothing a delegated listener cannot do: a doc's or post's MDX body, its
 * footer. On a page's first load the server's HTML is kept as it is instead of hydrated, which
 * takes most of the elements of a doc page out of hydration. After client-side navigation, or
 * when `live`, it renders its children as usual. Links and copy buttons inside behave the same
 * either way (lib/first-load/static-html.ts).
 *
 * In development builds the text is always hydrated: an edited MDX file then shows at once.
 *
 * An instance that kept the server's HTML keeps it for its whole life, so it must not outlive
 * its text: inside a page component that holds (Gatsby keys every page element by its path, so
 * a navigation mounts a new one); anywhere else, key it by what the text depends on (the
 * footer, outside the pages, is keyed by locale).
 */
export default function StaticHtml({ live = false, className, children }: StaticHtmlProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Under `gatsby develop` the text hydrates, so that edits to a doc reach the open page.
  const keepServerHtml = useFirstRenderedWhileHydrating() && !live && process.env.NODE_ENV === "production"
  useEffect(() => (ref.current ? delegateStaticHtml(ref.current) : undefined), [])
  return keepServerHtml ? (
    <div ref={ref} className={className} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
  ) : (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
