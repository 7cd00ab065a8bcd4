import React, { forwardRef, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { isApplePlatform } from "../../hooks/useSearchShortcuts"
import * as styles from "./styles.module.css"

interface ButtonProps {
  onOpen: () => void
  /** A character typed while the button has focus: the search opens with it as the query. */
  onType: (text: string) => void
  /** The pointer or focus is on the button: a good moment to fetch the modal's code. */
  onIntent: () => void
}

/** The navbar's search button: a search field look-alike with the shortcut, an icon on phones. */
const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ onOpen, onType, onIntent }, ref) {
  const { t } = useTranslation()
  // The server cannot know the reader's keyboard: Ctrl until the browser says it is a Mac.
  const [apple, setApple] = useState(false)
  useEffect(() => setApple(isApplePlatform()), [])
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return
    // '/' is the shortcut itself; Space and Enter press the button.
    if (key.length !== 1 || key === "/" || /\s/.test(key)) return
    event.preventDefault()
    onType(key)
  }
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-keyshortcuts={apple ? "Meta+K" : "Control+K"}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <svg
        className={styles.icon}
        width="18"
        height="18"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="M12.5 12.5L17 17" />
      </svg>
      <span className={styles.label}>{t("search.button.label")}</span>
      <span className={styles.keys} aria-hidden="true">
        <kbd className={styles.key}>{apple ? "⌘" : "Ctrl"}</kbd>
        <kbd className={styles.key}>K</kbd>
      </span>
    </button>
  )
})

export default Button
