import React, { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useTrapFocus } from "../../hooks/useTrapFocus"
import SearchOverlay from "../SearchOverlay"
import * as styles from "./styles.module.css"

/**
 * Where the modal will be, while its code loads slowly or after it failed to load: the same
 * dialog place, closed the same ways (Escape is handled by the shortcut listener).
 */
export default function LoadFrame({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useTrapFocus(ref, true)
  useEffect(() => ref.current?.focus(), [])
  return (
    <SearchOverlay onClose={onClose}>
      <div
        ref={ref}
        className={styles.frame}
        role="dialog"
        aria-modal="true"
        aria-label={t("search.modal.label")}
        tabIndex={-1}
      >
        {children}
      </div>
    </SearchOverlay>
  )
}
