import React, { useEffect, useId, useRef, useState } from "react"
import * as styles from "./styles.module.css"

interface DropdownProps {
  label: React.ReactNode
  /** Accessible name when the label is not enough (e.g. 'Languages: English'). */
  ariaLabel?: string
  position: "left" | "right"
  children: React.ReactNode
}

/**
 * A menu of links that opens on hover and with its button: a click, Enter or Space, or ↓/↑,
 * which also move through its links (Home and End to the first and last). Escape closes it and
 * returns focus to the button; Tab out of it closes it. Before JavaScript has loaded, keyboard
 * focus opens it (CSS :focus-within), so it is usable without; after, the button says whether
 * it is open (`aria-expanded`), and focus on the button alone does not open it.
 */
export default function Dropdown({ label, ariaLabel, position, children }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  // The link to focus once the menu has opened (it cannot take focus while hidden).
  const focusOnOpen = useRef<"first" | "last" | null>(null)
  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    const links = menuLinks(menuRef.current)
    links[focusOnOpen.current === "first" ? 0 : links.length - 1]?.focus()
    focusOnOpen.current = null
  }, [open])

  useEffect(() => {
    if (!open) return undefined
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener("mousedown", onPointer)
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("mousedown", onPointer)
      document.removeEventListener("keydown", onKey)
    }
  }, [open])

  return (
    <div
      ref={ref}
      className={`${styles.dropdown} ${position === "right" ? styles.dropdownRight : ""}`}
      data-open={open || undefined}
      data-enhanced={enhanced || undefined}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.item}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
          event.preventDefault()
          focusOnOpen.current = event.key === "ArrowDown" ? "first" : "last"
          if (open) {
            const links = menuLinks(menuRef.current)
            links[event.key === "ArrowDown" ? 0 : links.length - 1]?.focus()
            focusOnOpen.current = null
          } else setOpen(true)
        }}
      >
        {label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- closes the menu after a click on one of its links (which the keyboard also clicks), and moves focus between them */}
      <ul ref={menuRef} id={menuId} className={styles.menu} onClick={() => setOpen(false)} onKeyDown={moveFocus}>
        {children}
      </ul>
    </div>
  )
}

function menuLinks(menu: HTMLElement | null): HTMLAnchorElement[] {
  return menu ? [...menu.querySelectorAll<HTMLAnchorElement>("a[href]")] : []
}

/** ↓/↑ move between the menu's links, wrapping; Home and End go to the first and last. */
function moveFocus(event: React.KeyboardEvent<HTMLUListElement>) {
  const links = menuLinks(event.currentTarget)
  const at = links.indexOf(document.activeElement as HTMLAnchorElement)
  const next =
    event.key === "ArrowDown"
      ? (at + 1) % links.length
      : event.key === "ArrowUp"
        ? (at - 1 + links.length) % links.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? links.length - 1
            : null
  if (next === null || links.length === 0) return
  event.preventDefault()
  links[next].focus()
}
