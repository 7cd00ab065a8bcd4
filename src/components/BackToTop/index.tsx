import React, { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { smoothScrollTo } from "../../lib/smooth-scroll"
import * as styles from "./styles.module.css"

/** Distance scrolled before the button is offered. */
const threshold = 300

/** A round button in the corner that scrolls smoothly back to the top of a long page. */
export default function BackToTop() {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  return (
    <button
      type="button"
      className={`${styles.button} ${shown ? styles.shown : ""}`}
      aria-label={t("backToTop")}
      title={t("backToTop")}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={() => smoothScrollTo(0)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 7.6 5.3 14.3l1.4 1.4L12 10.4l5.3 5.3 1.4-1.4z" />
      </svg>
    </button>
  )
}
