import React, { useRef } from "react"
import { createPortal } from "react-dom"
import * as styles from "./styles.module.css"

/**
 * The backdrop of the search dialog, shared by the modal and the frame shown while its code
 * loads or after it failed: a click outside the dialog closes it.
 */
export default function SearchOverlay({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  // Closed by a whole click on the backdrop, pressed and released there, not by the press alone:
  // a press that starts in the dialog and ends outside it (selecting the query) keeps it open,
  // and nothing is left to happen after focus has gone back to the search button.
  const pressedOutside = useRef(false)
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- a click on the backdrop is a pointer shortcut; Escape closes the dialog from the keyboard
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget
        // Otherwise the press would move focus to the page, away from the dialog.
        if (pressedOutside.current) event.preventDefault()
      }}
      onClick={(event) => {
        const outside = pressedOutside.current && event.target === event.currentTarget
        pressedOutside.current = false
        if (outside) onClose()
      }}
    >
      {children}
    </div>,
    document.body,
  )
}
