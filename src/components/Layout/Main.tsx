import React from "react"

export const mainContentId = "main-content"

/** The page's main landmark: the skip link's target. */
export default function Main({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={className}>
      {children}
    </main>
  )
}
