import React, { useCallback, useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { classAnchor, classDataPath, parseClassHash } from "../../lib/classes/lists"
import { fill } from "../../lib/classes/interpolate"
import { listHeadingId, type ClassListPageData, type ClassPageData, type TreeIntent, type TreeRequest } from "../../lib/classes/page-data"
import Heading from "../Heading"
import ClassRow from "./ClassRow"
import TreeLoader from "./TreeLoader"
import * as styles from "./styles.module.css"

const aidLang = (locale: string) => (locale === "zh-CN" ? "zh-CN" : locale)


/**
 * One classification list on a schema page: what it is, its counts and download, a filter, and
 * its top level as the server rendered it. The first time the reader opens an entry, filters,
 * copies or arrives with a permalink, the tree's own code loads and takes over.
 */
export default function ClassList({ list, shared }: { list: ClassListPageData; shared: Pick<ClassPageData, "placeholder" | "copy" | "copyLabel"> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [query, setQuery] = useState("")
  const [intent, setIntent] = useState<TreeIntent | null>(null)
  const seq = useRef(0)
  const activate = useCallback((next: TreeRequest) => setIntent({ ...next, seq: ++seq.current }), [])
  const treeId = `${listHeadingId(list.id)}-tree`

  useEffect(() => {
    const onHash = () => {
      const target = parseClassHash(window.location.hash)
      if (target?.list === list.id) activate({ kind: "reveal", chain: target.chain })
    }
    onHash()
    window.addEventListener("hashchange", onHash)
    return () => window.removeEventListener("hashchange", onHash)
  }, [list.id, activate])

  const labels = (code: string, text: string, expanded: boolean) => ({
    toggle: t(expanded ? "schema.explorer.collapse" : "schema.explorer.expand", { name: code ? `${code} ${text}` : text }),
    permalink: t("schema.explorer.permalink", { name: `${code} ${text}` }),
    copy: shared.copy,
    copyLabel: fill(shared.copyLabel, { code, text }),
  })
  const serverRows = (
    <ul className={styles.tree} aria-label={list.title}>
      {list.top.map(([code, text, aid, children], index) => {
        const group = code.startsWith("@")
        const anchor = classAnchor(list.id, [code])
        return (
          <ClassRow
            key={anchor}
            anchor={anchor}
            depth={0}
            code={group ? "" : code}
            text={text}
            aid={aid}
            aidLang={aidLang(locale)}
            childCount={children}
            expanded={false}
            posInSet={index + 1}
            setSize={list.top.length}
            match={false}
            highlighted={false}
            labels={labels(group ? "" : code, text, false)}
            onToggle={(target) => activate({ kind: "expand", anchor: target })}
            onCopy={(target) => activate({ kind: "copy", anchor: target })}
          />
        )
      })}
    </ul>
  )

  return (
    <section className={styles.list} aria-labelledby={listHeadingId(list.id)} data-search-classes={list.search ? classDataPath(list.id) : undefined} data-class-list={list.id}>
      <Heading as="h3" id={listHeadingId(list.id)}>
        {list.title}
      </Heading>
      <p>{list.source}</p>
      <p className={styles.counts}>
        {list.counts}{" "}
        <a href={withPrefix(`/schemas/${list.file}`)} download>
          {t("schema.explorer.download", { file: list.file })}
        </a>
      </p>
      <label className={styles.filter}>
        <span>{list.filterLabel}</span>
        <input
          type="search"
          value={query}
          placeholder={shared.placeholder}
          aria-controls={treeId}
          onChange={(event) => {
            setQuery(event.target.value)
            if (!intent) activate({ kind: "filter" })
          }}
        />
      </label>
      <div id={treeId}>{intent ? <TreeLoader props={{ list, query, intent, labels, onClearQuery: () => setQuery("") }} fallback={serverRows} /> : serverRows}</div>
    </section>
  )
}


