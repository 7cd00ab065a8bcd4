import React, { useEffect, useState } from "react"
import type { PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import type { BasePageContext } from "../Layout"
import Main from "../Layout/Main"
import SearchForm from "./SearchForm"
import SearchResults from "./SearchResults"
import { maxQueryLength } from "./url-state"
import { useUrlSearchState } from "./useUrlSearchState"
import * as styles from "./styles.module.css"

export { default as SearchHead } from "./SearchHead"

/** /search: the query from the address, the results below, everything kept in the address. */
export default function SearchPage({ pageContext, location }: PageProps<object, BasePageContext>) {
  const { t } = useTranslation()
  const { query, page, truncated, loaded, setQuery, setPage } = useUrlSearchState(location)
  // Search the latest docs, as the version dropdown on pages outside the docs shows them.
  const version = pageContext.versions?.find((v) => v.isLast)?.name ?? "current"
  const searching = query.trim() !== ""
  // Nothing of search loads before the first query; once loaded it stays for the next one.
  const [used, setUsed] = useState(false)
  useEffect(() => {
    if (searching) setUsed(true)
  }, [searching])
  return (
    <Main className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{searching ? t("search.page.headingWithQuery", { query }) : t("search.page.heading")}</h1>
      <SearchForm value={query} onChange={setQuery} focusWhenEmpty={loaded && !searching} />
      {truncated && <p className={styles.notice}>{t("search.page.truncated", { max: maxQueryLength })}</p>}
      {!searching && <p className={styles.hint}>{t("search.page.hint")}</p>}
      {(searching || used) && <SearchResults query={query} page={page} onPageChange={setPage} version={version} />}
    </Main>
  )
}
