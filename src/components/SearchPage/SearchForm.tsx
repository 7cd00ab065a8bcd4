import React, { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { inputId, labelId } from "./SearchLayout"
import { maxQueryLength } from "./url-state"
import * as styles from "./styles.module.css"

interface SearchFormProps {
  value: string
  onChange: (value: string) => void
  /** Focus the field once the address has been read and holds no query. */
  focusWhenEmpty: boolean
  /** An input method is composing text (Chinese, Japanese): the field must not be replaced now. */
  onComposingChange: (composing: boolean) => void
}

/**
 * The search box of the server HTML and of a visit that has not searched yet. InstantSearch's
 * SearchBox cannot be here (InstantSearch loads with the first query), so this field has the
 * widget's markup, class and label until the widget replaces it, which then takes over its
 * focus and caret (focus-handoff.ts). Results follow the typing: submitting keeps the page as it is.
 */
export default function SearchForm({ value, onChange, focusWhenEmpty, onComposingChange }: SearchFormProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusWhenEmpty) input.current?.focus()
  }, [focusWhenEmpty])
  return (
    <div>
      <form role="search" noValidate onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          id={inputId}
          aria-labelledby={labelId}
          className={styles.input}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onCompositionStart={() => onComposingChange(true)}
          onCompositionEnd={() => onComposingChange(false)}
          placeholder={t("search.placeholder")}
          maxLength={maxQueryLength}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>
    </div>
  )
}
