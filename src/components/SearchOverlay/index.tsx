import React from "react"
import { createPortal } from "react-dom"
import * as styles from "./styles.module.css"

/**
 * The backdrop of the search dialog, shared by the modal and the frame shown while its code
 * loads or after it failed: a press outside the dialog closes it.
 */
export default function SearchOverlay({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop is a pointer shortcut; Escape closes the dialog from the keyboard
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Otherwise the press would move focus to the page after it went back to the button.
        event.preventDefault()
        onClose()
      }}
    >
      {children}
    </div>,
    document.body,
  )
}
