import React, { useMemo, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { Heading } from "../../lib/docs/headings"
import { buildTocTree } from "../../lib/docs/toc"
import TOCItems from "./TOCItems"
import * as styles from "./styles.module.css"

/** "On this page" above the content on narrow screens; closes after a link is chosen. */
export default function TOCCollapsible({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation()
  const tree = useMemo(() => buildTocTree(headings), [headings])
  const ref = useRef<HTMLDetailsElement>(null)
  if (headings.length === 0) return null
  return (
    <details ref={ref} className={styles.collapsible}>
      <summary className={styles.summary}>{t("docs.toc.title")}</summary>
      <TOCItems nodes={tree} onNavigate={() => ref.current?.removeAttribute("open")} />
    </details>
  )
}
