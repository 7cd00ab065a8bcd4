import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

import { mainContentId } from "../Layout/Main"

/** The first stop for keyboard users: jumps over the navbar to the page's main content. */
export default function SkipToContent() {
  const { t } = useTranslation()
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className={styles.skip} href={`#${mainContentId}`} onClick={onClick}>
      {t("common.skipToContent")}
    </a>
  )
}
