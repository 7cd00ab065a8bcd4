import React, { useEffect, useRef, useState } from "react"
import { isHydratingServerHtml } from "../../lib/hydration"
import { delegateStaticHtml } from "../../lib/static-html"

// The same object on every render: Preact then never rewrites the markup it was given.
const serverHtml = { __html: "" }

interface StaticHtmlProps {
  /** The region holds a component that needs its own event handlers (the dataset validator). */
  live?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * Text that does nothing a delegated listener cannot do: a doc's or post's MDX body, its
 * footer. On a page's first load the server's HTML is kept as it is instead of hydrated, which
 * takes most of the elements of a doc page out of hydration (issue 8: total blocking time on
 * phones). After client-side navigation, or when `live`, it renders its children as usual.
 * Links and copy buttons inside behave the same either way (lib/static-html.ts).
 */
export default function StaticHtml({ live = false, className, children }: StaticHtmlProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [keepServerHtml] = useState(() => !live && isHydratingServerHtml())
  useEffect(() => (ref.current ? delegateStaticHtml(ref.current) : undefined), [])
  return keepServerHtml ? <div ref={ref} className={className} dangerouslySetInnerHTML={serverHtml} /> : <div ref={ref} className={className}>{children}</div>
}
