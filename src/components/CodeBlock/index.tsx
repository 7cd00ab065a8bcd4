import React from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

type PreProps = React.HTMLAttributes<HTMLPreElement> & { "data-language"?: string; "data-title"?: string }

/**
 * Code highlighted at build time (gatsby/rehype-prism.ts), with a title bar and a copy button.
 * The button has no handler of its own: the text around it is often never hydrated, so copying
 * is delegated (lib/first-load/static-html.ts) and reads its labels from data attributes.
 */
export default function CodeBlock({ children, className, ...rest }: PreProps) {
  const { t } = useTranslation()
  const title = rest["data-title"]
  const language = rest["data-language"]
  return (
    <div className={styles.block} data-language={language} data-code-block="">
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <pre className={`${styles.pre} ${className ?? ""}`} tabIndex={0} {...rest}>
          {children}
        </pre>
        <button
          type="button"
          className={styles.copy}
          data-code-copy=""
          data-copy-label={t("docs.code.copy")}
          data-copied-label={t("docs.code.copied")}
          aria-label={t("docs.code.copy")}
          title={t("docs.code.copy")}
        >
          <span className={styles.idle}>{t("docs.code.copyShort")}</span>
          <span className={styles.done}>{t("docs.code.copied")}</span>
        </button>
        <span className={styles.status} role="status" />
      </div>
    </div>
  )
}
