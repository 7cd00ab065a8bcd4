import React, { useEffect, useState } from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import { parseAnnouncement } from "../../lib/announcement"
import { storage, storageKeys } from "../../lib/storage"
import Link from "../Link"
import * as styles from "./styles.module.css"

/**
 * The bar is in the server HTML and hidden before first paint for readers who closed it
 * (see the pre-paint script in gatsby-ssr), so it never shifts the layout.
 */
export default function AnnouncementBar() {
  const { t } = useTranslation()
  const config = siteConfig.announcementBar
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    if (config && storage.get(storageKeys.announcementDismissed) === config.id) setClosed(true)
  }, [config])

  if (!config || closed) return null

  const close = () => {
    storage.set(storageKeys.announcementDismissed, config.id)
    document.documentElement.removeAttribute("data-announcement-dismissed")
    setClosed(true)
  }

  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={t("announcement.label")}
      data-announcement-id={config.id}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      <p className={styles.content}>
        {parseAnnouncement(t(config.content)).map((part, index) =>
          part.type === "link" ? (
            <Link key={index} to={part.href} className={styles.link}>
              {part.text}
            </Link>
          ) : (
            <React.Fragment key={index}>{part.text}</React.Fragment>
          ),
        )}
      </p>
      {/* Closing needs JavaScript (and storage to stay closed): without it the button is not offered. */}
      {config.isCloseable && (
        <noscript dangerouslySetInnerHTML={{ __html: `<style>.${styles.close}{display:none}</style>` }} />
      )}
      {config.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={t("announcement.close")}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  )
}
