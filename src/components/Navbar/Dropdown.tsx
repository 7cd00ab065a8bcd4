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
 * A menu that opens on hover, on click and on keyboard focus (CSS :focus-within keeps it
 * usable before JavaScript loads). Escape closes it and returns focus to the button.
 */
export default function Dropdown({ label, ariaLabel, position, children }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

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
      >
        {label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- closes the menu after a click on one of its links, which the keyboard also clicks */}
      <ul id={menuId} className={styles.menu} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  )
}
