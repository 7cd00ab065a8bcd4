import React, { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import * as styles from "./styles.module.css"

interface SearchFormProps {
  value: string
  onChange: (value: string) => void
  /** Focus the field once the address has been read and holds no query. */
  focusWhenEmpty: boolean
}

/** The query field. Results follow the typing, so submitting only keeps the page where it is. */
export default function SearchForm({ value, onChange, focusWhenEmpty }: SearchFormProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusWhenEmpty) input.current?.focus()
  }, [focusWhenEmpty])
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="search-page-input" className={styles.label}>
        {t("search.page.inputLabel")}
      </label>
      <input
        ref={input}
        id="search-page-input"
        className={styles.input}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </form>
  )
}
