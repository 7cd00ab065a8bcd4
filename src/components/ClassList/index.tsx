import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useLocale } from "../../i18n/useLocale"
import { stringTemplate } from "../../i18n/template"
import { classAnchor, classDataPath, classLists, parseClassHash } from "../../lib/classes/lists"
import { listHeadingId, type ShownClassList, type TreeIntent, type TreeRequest } from "../../lib/classes/page-data"
import Heading from "../Heading"
import ClassRow from "./ClassRow"
import TreeLoader from "./TreeLoader"
import { useClassStrings } from "./strings"
import * as styles from "./styles.module.css"

const aidLang = (locale: string) => (locale === "zh-CN" ? "zh-CN" : locale)

/**
 * One classification list on a schema page: what it is, its counts and download, a filter, and
 * its top level as the server rendered it (a flat list has a button instead of rows). The first
 * time the reader opens an entry or the list, filters, copies or arrives with a permalink, the
 * tree's own code loads and takes over.
 */
export default function ClassList({ list }: { list: ShownClassList }) {
  const { t } = useTranslation()
  const tc = useClassStrings()
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

  // One function for the page's life: the tree keeps the labels it made from it row by row, and
  // each string is asked of i18next once, not once per row.
  const labels = useMemo(() => {
    const expand = stringTemplate(t, "schema.explorer.expand", ["name"])
    const collapse = stringTemplate(t, "schema.explorer.collapse", ["name"])
    const permalink = stringTemplate(t, "schema.explorer.permalink", ["name"])
    const copyLabel = stringTemplate(tc, "classes.copyLabel", ["code", "text"])
    const copy = tc("classes.copy")
    return (code: string, text: string, expanded: boolean) => ({
      toggle: (expanded ? collapse : expand)({ name: code ? `${code} ${text}` : text }),
      permalink: permalink({ name: `${code} ${text}` }),
      copy,
      copyLabel: copyLabel({ code, text }),
    })
  }, [t, tc])
  const { file } = classLists[list.id]
  const total = list.levels.reduce((sum, count) => sum + count, 0)
  const counts =
    list.levels.length > 1
      ? tc("classes.counts", {
          total,
          file,
          levels: list.levels
            .map((count, level) => tc("classes.levelCount", { level, count }))
            .join(tc("classes.levelSeparator")),
        })
      : tc("classes.countsFlat", { total, file })
  // No rows from the server: the location list, and a list whose own page is another one.
  const flat = list.top.length === 0
  const serverRows = flat ? null : (
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
    <section
      className={styles.list}
      aria-labelledby={listHeadingId(list.id)}
      data-search-classes={list.search ? classDataPath(list.id) : undefined}
      data-class-list={list.id}
    >
      <Heading as="h3" id={listHeadingId(list.id)}>
        {list.title}
      </Heading>
      <p>{tc(`classes.list.${list.id}.source`)}</p>
      <p className={styles.counts}>
        {counts}{" "}
        <a href={withPrefix(`/schemas/${file}`)} download>
          {t("schema.explorer.download", { file })}
        </a>
      </p>
      <label className={styles.filter}>
        <span>{tc("classes.filter", { title: list.title })}</span>
        <input
          type="search"
          value={query}
          placeholder={tc("classes.placeholder")}
          aria-controls={treeId}
          onChange={(event) => {
            setQuery(event.target.value)
            if (!intent) activate({ kind: "filter" })
          }}
        />
      </label>
      <div id={treeId}>
        {intent ? (
          <TreeLoader props={{ list, query, intent, labels, onClearQuery: () => setQuery("") }} fallback={serverRows} />
        ) : flat ? (
          <button
            type="button"
            className={styles.open}
            aria-expanded={false}
            onClick={() => activate({ kind: "open" })}
          >
            {tc("classes.open")}
          </button>
        ) : (
          serverRows
        )}
      </div>
    </section>
  )
}
