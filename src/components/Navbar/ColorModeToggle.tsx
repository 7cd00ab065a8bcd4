import React from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { useColorMode } from "../../hooks/useColorMode"
import * as styles from "./styles.module.css"

/** Icons follow html[data-theme-choice] in CSS, so the server HTML is right before hydration. */
export default function ColorModeToggle() {
  const { t } = useTranslation()
  const { choice, toggle } = useColorMode()
  if (siteConfig.colorMode.disableSwitch) return null
  const current = choice ? t(`colorMode.${choice}`) : ""
  return (
    <button
      type="button"
      className={`${styles.item} ${styles.iconButton} ${styles.colorToggle}`}
      onClick={toggle}
      aria-label={t("colorMode.toggle", { mode: current })}
      title={t("colorMode.toggle", { mode: current })}
      data-choice={choice ?? undefined}
    >
      <svg className={styles.iconLight} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 9a3 3 0 110 6 3 3 0 010-6m0-2a5 5 0 100 10 5 5 0 000-10zM2 13h2a1 1 0 000-2H2a1 1 0 000 2zm18 0h2a1 1 0 000-2h-2a1 1 0 000 2zM11 2v2a1 1 0 002 0V2a1 1 0 00-2 0zm0 18v2a1 1 0 002 0v-2a1 1 0 00-2 0zM6 4.6a1 1 0 00-1.4 1.4l1 1A1 1 0 007 5.6zm12.4 12.4a1 1 0 00-1.4 1.4l1 1a1 1 0 001.4-1.4zM19.4 6a1 1 0 00-1.4-1.4l-1 1A1 1 0 0018.4 7zM7 18.4A1 1 0 005.6 17l-1 1A1 1 0 006 19.4z"
        />
      </svg>
      <svg className={styles.iconDark} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.4A10 10 0 1021.6 14.6 8 8 0 019.4 2.4z" />
      </svg>
      <svg className={styles.iconSystem} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 012 2v9a2 2 0 01-2 2h-6v2h3v2H7v-2h3v-2H4a2 2 0 01-2-2V6a2 2 0 012-2zm0 2v9h16V6z"
        />
      </svg>
    </button>
  )
}
