import React from "react"

// Small line icons after DocSearch's; all decorative (aria-hidden), the text says the rest.
const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 20 20",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.4,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
}

export function SearchIcon() {
  return (
    <svg {...base}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M12.5 12.5L17 17" />
    </svg>
  )
}

export function PageIcon() {
  return (
    <svg {...base}>
      <path d="M5 2.5h7l3 3v12H5z M12 2.5v3h3 M7.5 9h5 M7.5 12h5 M7.5 15h3" />
    </svg>
  )
}

export function HeadingIcon() {
  return (
    <svg {...base}>
      <path d="M7.5 3L6 17 M14 3l-1.5 14 M3.5 7.5h13 M3 12.5h13" />
    </svg>
  )
}

export function ContentIcon() {
  return (
    <svg {...base}>
      <path d="M3.5 5h13 M3.5 9h13 M3.5 13h9" />
    </svg>
  )
}

export function RecentIcon() {
  return (
    <svg {...base}>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4l2.5 2" />
    </svg>
  )
}

export function StarIcon() {
  return (
    <svg {...base}>
      <path d="M10 2.8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8.1l5-.7z" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...base}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  )
}

export function EnterIcon() {
  return (
    <svg {...base}>
      <path d="M15.5 4.5v5a2 2 0 01-2 2h-9 M8 8l-3.5 3.5L8 15" />
    </svg>
  )
}
