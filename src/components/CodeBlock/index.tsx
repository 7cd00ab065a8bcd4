import React, { useEffect, useRef, useState } from "react"
import { useT } from "../../i18n/LocaleContext"
import * as styles from "./styles.module.css"

type PreProps = React.HTMLAttributes<HTMLPreElement> & { "data-language"?: string; "data-title"?: string }

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Clipboard API refused (insecure context or permissions): select-and-copy fallback.
    const area = document.createElement("textarea")
    area.value = text
    area.setAttribute("readonly", "")
    area.style.position = "fixed"
    area.style.opacity = "0"
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand("copy")
    area.remove()
    return ok
  }
}

/** Code highlighted at build time (gatsby/rehype-prism.ts), with a title bar and a copy button. */
export default function CodeBlock({ children, className, ...rest }: PreProps) {
  const t = useT()
  const ref = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)
  const title = rest["data-title"]
  const language = rest["data-language"]

  useEffect(() => {
    if (!copied) return undefined
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  const onCopy = async () => {
    const text = ref.current?.querySelector("code")?.textContent ?? ""
    if (await copyText(text.replace(/\n$/, ""))) setCopied(true)
  }

  return (
    <div className={styles.block} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre ref={ref} className={`${styles.pre} ${className ?? ""}`} tabIndex={0} {...rest}>
          {children}
        </pre>
        <button type="button" className={styles.copy} onClick={onCopy} aria-label={copied ? t("docs.code.copied") : t("docs.code.copy")} title={t("docs.code.copy")}>
          {copied ? t("docs.code.copied") : t("docs.code.copyShort")}
        </button>
        <span className={styles.status} role="status">
          {copied ? t("docs.code.copied") : ""}
        </span>
      </div>
    </div>
  )
}
