import React from "react"

export default function ExternalLinkIcon({ label }: { label: string }) {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  )
}
