import React, { forwardRef, useId } from "react"
import { useTranslation } from "react-i18next"
import Spinner from "../Spinner"
import { CloseIcon, SearchIcon } from "./icons"
import { clampQuery, modalQueryMaxLength } from "./limits"
import * as styles from "./styles.module.css"

interface SearchFormProps {
  query: string
  onQueryChange: (query: string) => void
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void
  onCancel: () => void
  /** What the lists below are: results are options; stored searches are rows with buttons of their own. */
  popup: "listbox" | "grid"
  /** The ids of the lists shown below, while there are any (the combobox is expanded). */
  controls: string | null
  activeOptionId: string | null
  stalled: boolean
}

/** The input row: a combobox controlling the results or stored searches, a reset button and, on phones, Cancel. */
const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { query, onQueryChange, onKeyDown, onCancel, popup, controls, activeOptionId, stalled },
  ref,
) {
  const { t } = useTranslation()
  const inputId = useId()
  const focusInput = () => (ref && typeof ref === "object" ? ref.current?.focus() : undefined)
  return (
    <form
      className={styles.form}
      action=""
      noValidate
      onSubmit={(event) => event.preventDefault()}
      onReset={(event) => {
        event.preventDefault()
        onQueryChange("")
        focusInput()
      }}
    >
      <label className={styles.magnifier} htmlFor={inputId}>
        {stalled ? <Spinner /> : <SearchIcon />}
        <span className={styles.srOnly}>{t("search.placeholder")}</span>
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup={popup}
        aria-expanded={controls !== null}
        aria-controls={controls ?? undefined}
        aria-activedescendant={activeOptionId ?? undefined}
        placeholder={t("search.placeholder")}
        maxLength={modalQueryMaxLength}
        value={query}
        onChange={(event) => onQueryChange(clampQuery(event.target.value))}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
      />
      {query && (
        <button type="reset" className={styles.reset} aria-label={t("search.reset")} title={t("search.reset")}>
          <CloseIcon />
        </button>
      )}
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {t("search.cancel")}
      </button>
    </form>
  )
})

export default SearchForm
