import React, { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { fetchJson, useJsonOnce, type LoadStatus } from "../../hooks/useJsonOnce"
import { useLocale } from "../../i18n/useLocale"
import { filterIndex, filterRows, prepareFilter, type FilterIndex } from "../../lib/classes/filter"
import { classFragment } from "../../lib/classes/fragment"
import { classAnchor, classDataPath } from "../../lib/classes/lists"
import type { ShownClassList, TreeIntent } from "../../lib/classes/page-data"
import {
  aidIn,
  ancestorsOf,
  rowUnpacker,
  unpackRows,
  type ClassRow as Row,
  type PackedRow,
} from "../../lib/classes/rows"
import ClassRow, { type ClassRowProps } from "../ClassList/ClassRow"
import { useTreeKeyboard } from "../SchemaExplorer/useTreeKeyboard"
import { useClassStrings } from "../ClassList/strings"
import { nextTask } from "../../lib/next-task"
import { showAllSections } from "../../lib/first-load/sections"
import * as styles from "./styles.module.css"

export interface ClassTreeProps {
  list: ShownClassList
  query: string
  intent: TreeIntent
  labels: (code: string, text: string, expanded: boolean) => ClassRowProps["labels"]
  onClearQuery: () => void
}

/** Rows rendered at most before 'show more'. */
const windowSize = 400
/**
 * New rows rendered in the frame that answers the reader, then in each frame after: a filter's
 * answer paints in one short task whatever the number of matches, and no task grows with it.
 * The first step is what a screen holds when the list starts at its top (rows are at least
 * `rowHeight` pixels tall), so the answer's first frame fills the view and no more.
 */
const rowHeight = 38
const firstStep = () => Math.min(25, Math.max(8, Math.ceil(window.innerHeight / rowHeight)))
const rowStepAfter = 120
/** Rows read (and given their search keys) per task when the whole list arrives. */
const readSlice = 400

type Loaded = { rows: Row[]; indexOf: Map<string, number>; index: FilterIndex }
type Labels = ClassRowProps["labels"]

/** The whole list read a slice per task, so its arrival never blocks the page. */
async function readList(list: ShownClassList["id"], packed: PackedRow[]): Promise<Loaded> {
  const unpacker = rowUnpacker(list)
  const indexOf = new Map<string, number>()
  const index = filterIndex([])
  for (let start = 0; start < packed.length; start += readSlice) {
    if (start) await nextTask()
    const rows = unpacker.add(packed.slice(start, start + readSlice))
    for (let at = start; at < rows.length; at++) indexOf.set(rows[at].anchor, at)
    filterIndex(rows, index, start)
  }
  await nextTask()
  prepareFilter(index)
  return { rows: unpacker.rows, indexOf, index }
}

/** How many of `shown` (up to `cap`) to render so that at most `step` of them are new on screen. */
function rowsToRender(shown: Shown[], cap: number, onScreen: ReadonlyMap<string, boolean>, step: number): number {
  let fresh = 0
  for (let at = 0; at < cap; at++) if (!onScreen.has(shown[at].row.anchor) && ++fresh > step) return at
  return cap
}

interface Shown {
  row: Row
  aid: string
  rows: Row[] | null
  expanded: boolean
  posInSet: number
  setSize: number
  match: boolean
}

/** The interactive classification tree: branches loaded on demand, filter, permalinks, copy. */
export default function ClassTree({ list, query, intent, labels, onClearQuery }: ClassTreeProps) {
  const locale = useLocale()
  const t = useClassStrings()

  const readAll = useCallback((packed: PackedRow[]) => readList(list.id, packed), [list.id])
  const { data: all, status: allStatus, load: loadAll } = useJsonOnce(classDataPath(list.id), readAll)
  const [branches, setBranches] = useState<Map<number, Row[]>>(new Map())
  const [branchStatus, setBranchStatus] = useState<LoadStatus>("idle")
  // Once the whole list is there, a branch that failed to load no longer matters.
  const status =
    allStatus === "loading" || branchStatus === "loading"
      ? "loading"
      : allStatus === "error" || (branchStatus === "error" && !all)
        ? "error"
        : "idle"
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [collapsedInFilter, setCollapsedInFilter] = useState<Set<string>>(new Set())
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const [missing, setMissing] = useState<string | null>(null)
  const [limit, setLimit] = useState(windowSize)
  const [copied, setCopied] = useState<{ text: string; json?: string } | null>(null)
  const flat = list.top.length === 0

  // The top rows as the page rendered them, or for a list the server showed flat (no rows), the
  // whole list's top level once it is fetched; the whole list also serves branches, filter, links.
  const tops = useMemo(() => {
    if (flat)
      return (all?.rows ?? [])
        .filter((row) => row.depth === 0)
        .map((row) => ({
          row: row.group ? { ...row, text: t(`classes.group.${row.group}`) } : row,
          aid: aidIn(row, locale),
        }))
    return list.top.map(([code, text, aid, children], index) => {
      const row: Row = {
        index,
        depth: 0,
        code,
        text,
        zh: "",
        ja: "",
        parent: -1,
        childCount: children,
        chain: [code],
        anchor: classAnchor(list.id, [code]),
      }
      return { row, aid }
    })
  }, [flat, all, list, locale, t])
  const scrollTarget = useRef<string | null>(null)

  // The 'open' button that loaded a flat list is gone: keyboard focus goes to its first row.
  const focusFirst = useRef(intent.kind === "open")
  useEffect(() => {
    if (!focusFirst.current || !tops.length) return
    focusFirst.current = false
    document.getElementById(tops[0].row.anchor)?.querySelector("button")?.focus()
  }, [tops])

  const loadBranch = useCallback(
    async (top: number): Promise<boolean> => {
      if (all || branches.has(top)) return true
      setBranchStatus("loading")
      try {
        const packed = await fetchJson<PackedRow[]>(classDataPath(list.id, top))
        const head = tops[top].row
        const rows = unpackRows(list.id, [[0, head.code, head.group ?? head.text, "", ""], ...packed])
        setBranches((current) => new Map(current).set(top, rows))
        setBranchStatus("done")
        return true
      } catch {
        setBranchStatus("error")
        return false
      }
    },
    [all, branches, list.id, tops],
  )

  // The rows of one top-level entry, from the whole list when it is there. `source` is the array
  // their indexes (and parents) refer to.
  const branchOf = useCallback(
    (top: number): { rows: Row[]; source: Row[] } | null => {
      if (all) {
        const start = all.indexOf.get(tops[top].row.anchor)
        if (start === undefined) return null
        let end = start + 1
        while (end < all.rows.length && all.rows[end].depth > 0) end++
        return { rows: all.rows.slice(start, end), source: all.rows }
      }
      const rows = branches.get(top)
      return rows ? { rows, source: rows } : null
    },
    [all, branches, tops],
  )

  // The answer renders with the keystroke, so the typed character and the rows it selects are
  // painted in one frame: its work is bounded (the keys are laid out for searching once per list,
  // and the first frame draws one step of rows), where a deferred render would add a frame.
  const trimmed = query.trim()
  // A new query starts with the first window and every branch of the answer open (adjusted while
  // rendering, so the answer's first paint is already the right one).
  const [filterKey, setFilterKey] = useState(trimmed)
  if (filterKey !== trimmed) {
    setFilterKey(trimmed)
    setLimit(windowSize)
    if (collapsedInFilter.size) setCollapsedInFilter(new Set())
  }
  const filtered = useMemo(() => (trimmed && all ? filterRows(all.rows, all.index, trimmed) : null), [trimmed, all])

  const shown = useMemo((): Shown[] => {
    const out: Shown[] = []
    if (filtered && all) {
      const siblings = new Map<number, number>()
      const withShownChild = new Set(filtered.shown.map((at) => all.rows[at].parent))
      let hideBelow = Infinity
      for (const at of filtered.shown) {
        const row = all.rows[at]
        if (row.depth > hideBelow) continue
        hideBelow = Infinity
        const open = !collapsedInFilter.has(row.anchor)
        const position = (siblings.get(row.parent) ?? 0) + 1
        siblings.set(row.parent, position)
        const hasShownChild = withShownChild.has(at)
        out.push({
          row,
          aid: aidIn(row, locale),
          rows: all.rows,
          expanded: open && hasShownChild,
          posInSet: position,
          setSize: row.parent >= 0 ? all.rows[row.parent].childCount : tops.length,
          match: filtered.matches.has(at),
        })
        if (!open) hideBelow = row.depth
      }
      return out
    }
    tops.forEach(({ row, aid }, top) => {
      const open = expanded.has(row.anchor)
      const branch = branchOf(top)
      out.push({
        row,
        aid,
        rows: branch?.source ?? null,
        expanded: open && branch !== null,
        posInSet: top + 1,
        setSize: tops.length,
        match: false,
      })
      if (!open || !branch) return
      const { rows, source } = branch
      let hideBelow = Infinity
      const siblings = new Map<number, number>()
      for (let at = 1; at < rows.length; at++) {
        const child = rows[at]
        if (child.depth > hideBelow) continue
        hideBelow = Infinity
        const position = (siblings.get(child.parent) ?? 0) + 1
        siblings.set(child.parent, position)
        const childOpen = expanded.has(child.anchor)
        out.push({
          row: child,
          aid: aidIn(child, locale),
          rows: source,
          expanded: childOpen,
          posInSet: position,
          setSize: source[child.parent].childCount,
          match: false,
        })
        if (child.childCount && !childOpen) hideBelow = child.depth
      }
    })
    return out
  }, [filtered, all, collapsedInFilter, locale, tops, expanded, branchOf])

  useEffect(() => {
    if (trimmed) void loadAll()
  }, [trimmed, loadAll])

  const toggle = useCallback(
    (anchor: string, open: boolean) => {
      if (filtered) {
        setCollapsedInFilter((current) => {
          const next = new Set(current)
          if (open) next.delete(anchor)
          else next.add(anchor)
          return next
        })
        return
      }
      setExpanded((current) => {
        const next = new Set(current)
        if (open) next.add(anchor)
        else next.delete(anchor)
        return next
      })
      const top = tops.findIndex(({ row }) => row.anchor === anchor)
      if (open && top >= 0) void loadBranch(top)
    },
    [filtered, tops, loadBranch],
  )

  const copy = useCallback(
    async (anchor: string) => {
      let chain: Row[] | null = null
      for (const item of shown) {
        if (item.row.anchor === anchor && item.rows) chain = ancestorsOf(item.rows, item.row.index)
      }
      if (!chain) {
        const loaded = await loadAll()
        const at = loaded?.indexOf.get(anchor)
        if (loaded && at !== undefined) chain = ancestorsOf(loaded.rows, at)
      }
      if (!chain) return
      const entries = chain.filter((row) => row.code)
      const last = entries[entries.length - 1]
      const { json, into } = classFragment(list.root, list.id, entries)
      const where = into.replace(/^\//, "")
      try {
        if (!navigator.clipboard) throw new Error("no clipboard")
        await navigator.clipboard.writeText(json)
        setCopied({ text: t("classes.copied", { code: last.code, text: last.text, into: where }) })
      } catch {
        setCopied({ text: t("classes.copyFailed", { into: where }), json })
      }
    },
    [shown, loadAll, list.root, list.id, t],
  )

  const reveal = useCallback(
    async (chain: string[]) => {
      onClearQuery()
      const loaded = await loadAll()
      if (!loaded) return
      const anchor = classAnchor(list.id, chain)
      const at = loaded.indexOf.get(anchor)
      if (at === undefined) {
        setMissing(chain.join(" › "))
        return
      }
      setMissing(null)
      const path = ancestorsOf(loaded.rows, at)
      setExpanded((current) => new Set([...current, ...path.slice(0, -1).map((row) => row.anchor)]))
      setHighlighted(anchor)
      scrollTarget.current = anchor
    },
    [loadAll, list.id, onClearQuery],
  )

  // What made the tree load, and each later request from the server-rendered part.
  useEffect(() => {
    if (intent.kind === "expand") toggle(intent.anchor, true)
    else if (intent.kind === "open") void loadAll()
    else if (intent.kind === "copy") void copy(intent.anchor)
    else if (intent.kind === "reveal") void reveal(intent.chain)
    // Only a new intent acts; the callbacks change as data arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intent.seq])

  useEffect(() => {
    const anchor = scrollTarget.current
    if (!anchor) return
    const at = shown.findIndex((item) => item.row.anchor === anchor)
    if (at === -1) return
    if (at >= limit) {
      setLimit(at + windowSize)
      return
    }
    scrollTarget.current = null
    requestAnimationFrame(() => {
      const element = document.getElementById(anchor)
      if (!element) return
      // Blocks above still at their estimated height would move the entry once they are drawn:
      // the page's sections, and the rows above it (drawn only when in view).
      showAllSections()
      for (let row: Element | null = element; row; row = row.previousElementSibling)
        (row as HTMLElement).style.setProperty("content-visibility", "visible")
      element.scrollIntoView({ block: "center", behavior: "instant" })
      element.focus({ preventScroll: true })
    })
  }, [shown, limit])

  // Rows come a step per frame: those already on screen stay, at most a step of new ones join.
  // A row keeps, for as long as it stays, whether it came in an answer's first frame (`eager`).
  const onScreen = useRef<ReadonlyMap<string, boolean>>(new Map())
  const [frame, setFrame] = useState<{ of: Shown[] | null }>({ of: null })
  const cap = Math.min(shown.length, limit)
  const pinned = scrollTarget.current ? shown.findIndex((item) => item.row.anchor === scrollTarget.current) + 1 : 0
  const firstFrame = frame.of !== shown
  const count = Math.max(
    rowsToRender(shown, cap, onScreen.current, firstFrame ? firstStep() : rowStepAfter),
    Math.min(pinned, cap),
  )
  const visible = useMemo(() => {
    const before = onScreen.current
    return shown.slice(0, count).map((item): [Shown, boolean] => [item, before.get(item.row.anchor) ?? firstFrame])
    // `firstFrame` and the rows on screen are read for the rows that join, which only `count` and `shown` change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, count])
  useEffect(() => {
    onScreen.current = new Map(visible.map(([item, eager]) => [item.row.anchor, eager]))
    if (count >= cap) return undefined
    // The next step after the frame that paints this one, so every frame stays short.
    let timer = 0
    const next = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setFrame({ of: shown }))
    })
    return () => {
      cancelAnimationFrame(next)
      clearTimeout(timer)
    }
  })

  // Rows keep their props from one answer to the next (callbacks that read the latest state,
  // labels made once per entry), so a row that stays is not rendered again.
  const latest = useRef({ toggle, copy })
  useLayoutEffect(() => {
    latest.current = { toggle, copy }
  })
  const onToggle = useCallback((anchor: string, open: boolean) => latest.current.toggle(anchor, open), [])
  const onCopy = useCallback((anchor: string) => void latest.current.copy(anchor), [])
  // eslint-disable-next-line react-hooks/immutability -- a memo cache, not state
  const labelsOf = useMemo(() => {
    const cache = new Map<string, Labels>()
    return (code: string, text: string, open: boolean): Labels => {
      const key = `${open ? "+" : "-"}${code}|${text}`
      let cached = cache.get(key)
      if (!cached) cache.set(key, (cached = labels(code, text, open)))
      return cached
    }
  }, [labels])

  const onKeyDown = useTreeKeyboard()
  const more = shown.length - cap
  const noMatch = filtered !== null && filtered.matches.size === 0
  const keysId = `${list.id}-class-keys`

  return (
    <>
      <div role="status" className={styles.status}>
        {status === "loading" && t("classes.loading")}
        {filtered &&
          (noMatch ? t("classes.noMatch", { query: trimmed }) : t("classes.matches", { count: filtered.matches.size }))}
        {missing && t("classes.notFound", { path: missing })}
        {copied && copied.text}
      </div>
      {copied?.json && (
        <textarea
          className={styles.fallback}
          readOnly
          rows={Math.min(12, copied.json.split("\n").length)}
          value={copied.json}
          onFocus={(event) => event.currentTarget.select()}
          aria-label={t("classes.copy")}
        />
      )}
      {status === "error" && (
        <p role="alert" className={styles.error}>
          {t("classes.loadFailed")}{" "}
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              allStatus === "error"
                ? void loadAll()
                : void Promise.all(tops.map((_, top) => (expanded.has(tops[top].row.anchor) ? loadBranch(top) : true)))
            }
          >
            {t("classes.retry")}
          </button>
        </p>
      )}
      <p id={keysId} className={styles.hint}>
        {t("classes.keys")}
      </p>
      {!noMatch && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the tree's arrow keys, delegated from its focusable rows
        <ul
          className={styles.tree}
          aria-label={t("classes.tree", { title: list.title })}
          aria-describedby={keysId}
          onKeyDown={onKeyDown}
          data-class-list={list.id}
        >
          {visible.map(([item, eager]) => (
            <ClassRow
              key={item.row.anchor}
              anchor={item.row.anchor}
              depth={item.row.depth}
              code={item.row.code}
              text={
                item.row.group && item.row.depth === 0
                  ? (tops.find((top) => top.row.anchor === item.row.anchor)?.row.text ?? item.row.text)
                  : item.row.text
              }
              aid={item.aid}
              aidLang={locale}
              childCount={item.row.childCount}
              expanded={item.expanded}
              posInSet={item.posInSet}
              setSize={item.setSize}
              match={item.match}
              highlighted={highlighted === item.row.anchor}
              labels={labelsOf(item.row.code, item.row.text, item.expanded)}
              eager={eager}
              onToggle={onToggle}
              onCopy={onCopy}
            />
          ))}
        </ul>
      )}
      {more > 0 && !noMatch && (
        <button type="button" className={styles.button} onClick={() => setLimit((current) => current + windowSize)}>
          {t("classes.showMore", { count: Math.min(more, windowSize) })}
        </button>
      )}
    </>
  )
}
