import React from "react"
import { siteConfig } from "../../config/site"
import { useTranslation } from "react-i18next"
import Link from "../Link"
import * as styles from "./styles.module.css"

export default function Footer() {
  const { t } = useTranslation()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {siteConfig.footer.columns.map((column) => (
          <div key={column.title}>
            <h2 className={styles.title}>{t(column.title)}</h2>
            <ul className={styles.links}>
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={styles.link} showExternalIcon>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles.copyright}>
        {t("footer.copyright", { year: siteConfig.copyrightYear })}
        <span className={styles.version}>{t("footer.siteVersion", { version: siteConfig.siteVersion })}</span>
      </p>
    </footer>
  )
}
