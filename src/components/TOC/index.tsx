import React, { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { useActiveHeading } from "../../hooks/useActiveHeading"
import type { Heading } from "../../lib/docs/headings"
import { buildTocTree } from "../../lib/docs/toc"
import TOCItems from "./TOCItems"
import * as styles from "./styles.module.css"

/** Right-hand table of contents (desktop) with the heading in view highlighted. */
export default function TOC({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation()
  const tree = useMemo(() => buildTocTree(headings), [headings])
  const activeId = useActiveHeading(headings.map((heading) => heading.id))
  if (headings.length === 0) return null
  return (
    <nav className={styles.toc} aria-label={t("docs.toc.title")}>
      <p className={styles.title}>{t("docs.toc.title")}</p>
      <TOCItems nodes={tree} activeId={activeId} />
    </nav>
  )
}
