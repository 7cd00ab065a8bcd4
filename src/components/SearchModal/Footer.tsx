import React from "react"
import { searchConfig } from "../../config/search"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { localizePath } from "../../lib/paths"
import Link from "../Link"
import * as styles from "./styles.module.css"

function Key({ label, symbol }: { label: string; symbol: string }) {
  return (
    <kbd className={styles.key}>
      <span aria-hidden="true">{symbol}</span>
      <span className={styles.srOnly}>{label}</span>
    </kbd>
  )
}

/** 'See all results' on the search page, and the keys that drive the modal. */
export default function Footer({
  query,
  hitCount,
  onFollow,
}: {
  query: string
  hitCount: number
  onFollow: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const seeAll =
    searchConfig.searchPagePath && hitCount > 0 && query.trim()
      ? `${localizePath(`/${searchConfig.searchPagePath}`, locale)}?q=${encodeURIComponent(query)}`
      : null
  return (
    <footer className={styles.footer}>
      {seeAll && (
        <Link to={seeAll} localized className={styles.seeAll} onClick={onFollow}>
          {t("search.footer.seeAll", { count: hitCount })}
        </Link>
      )}
      <ul className={styles.commands}>
        <li>
          <Key label={t("search.modal.enterKey")} symbol="↵" />
          <span>{t("search.footer.select")}</span>
        </li>
        <li>
          <Key label={t("search.modal.arrowDownKey")} symbol="↓" />
          <Key label={t("search.modal.arrowUpKey")} symbol="↑" />
          <span>{t("search.footer.navigate")}</span>
        </li>
        <li>
          <Key label={t("search.modal.escapeKey")} symbol="esc" />
          <span>{t("search.footer.close")}</span>
        </li>
      </ul>
    </footer>
  )
}
