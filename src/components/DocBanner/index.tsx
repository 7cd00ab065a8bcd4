import React from "react"
import { useTranslation } from "react-i18next"
import Link from "../Link"
import * as styles from "./styles.module.css"

export type DocBannerKind = "draft" | "unlisted" | "unreleased" | "unmaintained"

/** Notices above a doc: draft (development only), unlisted, and version status. */
export default function DocBanner({ kind, latestHref }: { kind: DocBannerKind; latestHref?: string | null }) {
  const { t } = useTranslation()
  return (
    <div
      className={`${styles.banner} ${kind === "draft" || kind === "unlisted" ? styles.caution : styles.warning}`}
      role="note"
      data-doc-banner={kind}
    >
      <p className={styles.title}>{t(`docs.banner.${kind}.title`)}</p>
      <p className={styles.text}>
        {t(`docs.banner.${kind}.text`)}{" "}
        {latestHref && (kind === "unreleased" || kind === "unmaintained") && (
          <Link to={latestHref} localized>
            {t("docs.banner.latestLink")}
          </Link>
        )}
      </p>
    </div>
  )
}
