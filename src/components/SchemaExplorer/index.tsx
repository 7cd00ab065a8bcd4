import React, { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { navigate, withPrefix } from "gatsby"
import { useTranslation } from "react-i18next"
import { useJsonOnce } from "../../hooks/useJsonOnce"
import { fieldAnchor, fieldPathFromHash } from "../../lib/schema/datasets"
import { expandablePaths, filterTree, initiallyExpanded, visibleRows } from "../../lib/schema/explorer-rows"
import type { Heading as TocHeading } from "../../lib/docs/headings"
import type { SchemaExplorerData } from "../../lib/schema/explorer-page"
import { nextTask } from "../../lib/next-task"
import { isPartial, unpackTree, type PackedNode } from "../../lib/schema/pack"
import { ancestry } from "../../lib/schema/tree"
import Heading from "../Heading"
import FieldRow, { FieldStringsContext, useFieldStrings } from "./FieldRow"
import { useTreeKeyboard } from "./useTreeKeyboard"
import { rowSlice, useRowWindow } from "./useRowWindow"
import * as styles from "./styles.module.css"
import { showAllSections } from "../../lib/first-load/sections"
import { isModifiedClick } from "../../lib/clicks"

export const explorerHeadingId = "schema-explorer"
const keysHintId = "schema-explorer-keys"

/** The explorer's heading and top-level sections, as table-of-contents entries. */
export function explorerToc(data: SchemaExplorerData, title: string): TocHeading[] {
  return [
    { depth: 2, value: title, id: explorerHeadingId },
    ...data.sections.map((section) => ({ depth: 3, value: section.name, id: section.anchor })),
  ]
}

/**
 * Scrolls a row to the top of the view. Rows out of view have only an estimated height until
 * drawn (content-visibility in FieldRow): drawing them as the view arrives would push the row
 * away, so the rows above it are drawn first and the jump is exact.
 */
function scrollToRow(element: HTMLElement) {
  showAllSections()
  for (let row: Element | null = element; row; row = row.previousElementSibling)
    (row as HTMLElement).style.setProperty("content-visibility", "visible")
  element.scrollIntoView({ block: "start", behavior: "instant" })
}

/** The fetched tree file: parsing it is a task of its own, unpacking waits for the next one. */
const readTree = (packed: PackedNode[]) => nextTask().then(() => unpackTree(packed))

/** The json-schema-* pages' field tree: expand and collapse, filter, permalinks, download. */
export default function SchemaExplorer({ data }: { data: SchemaExplorerData }) {
  const { t } = useTranslation()
  const fieldStrings = useFieldStrings()
  // The server-rendered levels at first; the whole tree once the page's JSON file is fetched.
  const [ready] = useState(() => (isPartial(data.roots) ? null : data.roots))
  const { data: full, status, load: loadAll } = useJsonOnce(data.dataPath, readTree, ready)
  const roots = full ?? data.roots
  const [expanded, setExpanded] = useState(() => initiallyExpanded(data.roots))
  const [query, setQuery] = useState("")
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const [missingPath, setMissingPath] = useState<string | null>(null)
  const scrollTarget = useRef<string | null>(null)

  const filter = useMemo(() => (query.trim() ? filterTree(roots, query) : null), [roots, query])
  const rows = useMemo(() => visibleRows(roots, expanded, filter), [roots, expanded, filter])
  const noMatch = filter !== null && filter.matches.size === 0 && status !== "loading"

  const { shown, more, limit, sentinel, showMore, resetLimit, reach } = useRowWindow(rows, {
    hidden: noMatch,
    pinnedPath: scrollTarget.current,
  })

  const toggle = useCallback(
    (path: string, open: boolean) => {
      setExpanded((current) => {
        const next = new Set(current)
        if (open) next.add(path)
        else next.delete(path)
        return next
      })
      if (open) void loadAll()
    },
    [loadAll],
  )

  // A render React may slice: a whole tree opening at once must not hold the page in one task.
  const expandAll = async () => {
    const tree = await loadAll()
    startTransition(() => setExpanded(new Set(expandablePaths(tree ?? roots))))
  }

  // Opens the tree down to the field a URL hash names, then scrolls to it (see the effect below).
  const reveal = useCallback(
    async (hash: string) => {
      const path = fieldPathFromHash(hash)
      if (!path || !roots.some((root) => path === root.path || path.startsWith(`${root.path}/`))) return
      const chain = ancestry(roots, path) ?? ancestry((await loadAll()) ?? [], path)
      if (!chain) {
        setMissingPath(path)
        return
      }
      setMissingPath(null)
      setQuery("")
      setExpanded((current) => new Set([...current, ...chain.slice(0, -1).map((node) => node.path)]))
      setHighlighted(path)
      scrollTarget.current = path
    },
    [roots, loadAll],
  )

  useEffect(() => {
    void reveal(window.location.hash)
    const onHashChange = () => void reveal(window.location.hash)
    window.addEventListener("hashchange", onHashChange)
    return () => window.removeEventListener("hashchange", onHashChange)
    // Only the first tree: a later load must not jump back to the hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const path = scrollTarget.current
    if (!path) return
    const index = rows.findIndex((row) => row.node.path === path)
    if (index === -1) return
    if (index >= limit) {
      reach(index)
      return
    }
    scrollTarget.current = null
    // After the frame that lays the opened rows out, so the position is final.
    requestAnimationFrame(() => {
      const element = document.getElementById(fieldAnchor(path))
      if (!element) return
      scrollToRow(element)
      element.focus({ preventScroll: true })
    })
  }, [rows, limit, reach])

  // Type badges that lead to another page are plain links (a Gatsby Link per row costs an
  // observer and a router subscription each); one handler navigates for all of them.
  const onTreeKeyDown = useTreeKeyboard()
  const onTreeClick = (event: React.MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest?.("a[data-page]")
    if (!link || event.defaultPrevented || isModifiedClick(event)) return
    event.preventDefault()
    void navigate(link.getAttribute("data-page")!)
  }

  return (
    <section className={styles.explorer} aria-labelledby={explorerHeadingId}>
      <Heading as="h2" id={explorerHeadingId}>
        {t("schema.explorer.title")}
      </Heading>
      <p>
        {t("schema.explorer.intro", { count: data.fieldCount, file: data.file })}{" "}
        <a href={withPrefix(data.downloadPath)} download>
          {t("schema.explorer.download", { file: data.file })}
        </a>
      </p>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t("schema.explorer.filter.label")}</span>
          <input
            type="search"
            value={query}
            placeholder={t("schema.explorer.filter.placeholder")}
            onChange={(event) => {
              setQuery(event.target.value)
              resetLimit()
              if (event.target.value.trim()) void loadAll()
            }}
          />
        </label>
        <button type="button" className={styles.button} onClick={() => void expandAll()}>
          {t("schema.explorer.expandAll")}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setExpanded(new Set())
            resetLimit()
          }}
        >
          {t("schema.explorer.collapseAll")}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {status === "loading" && t("schema.explorer.loading")}
        {noMatch && t("schema.explorer.filter.noMatch", { query: query.trim() })}
        {filter && filter.matches.size > 0 && t("schema.explorer.filter.matches", { count: filter.matches.size })}
        {missingPath && t("schema.explorer.notFound", { path: missingPath })}
      </div>
      {status === "error" && (
        <p role="alert" className={styles.error}>
          {t("schema.explorer.loadError")}{" "}
          <button type="button" className={styles.button} onClick={() => void loadAll()}>
            {t("schema.explorer.retry")}
          </button>
        </p>
      )}
      <p id={keysHintId} className={styles.hint} data-search-skip>
        {t("schema.explorer.keys")}
      </p>
      {!noMatch && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- clicks and arrow keys delegated from the tree's focusable rows
        <ul
          className={styles.tree}
          data-search-fields={data.dataPath}
          aria-label={t("schema.explorer.tree", { file: data.file })}
          aria-describedby={keysHintId}
          onClick={onTreeClick}
          onKeyDown={onTreeKeyDown}
        >
          <FieldStringsContext.Provider value={fieldStrings}>
            {shown.map((row) => (
              <FieldRow
                key={row.node.path}
                node={row.node}
                level={row.level}
                posInSet={row.posInSet}
                setSize={row.setSize}
                expanded={row.expanded}
                match={row.match}
                highlighted={highlighted === row.node.path}
                onToggle={toggle}
              />
            ))}
          </FieldStringsContext.Provider>
        </ul>
      )}
      {more > 0 && !noMatch && (
        <button ref={sentinel} type="button" className={styles.button} onClick={showMore}>
          {t("schema.explorer.showMore", { count: Math.min(more, rowSlice) })}
        </button>
      )}
    </section>
  )
}
