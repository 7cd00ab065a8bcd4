// What a schema page's context carries for its classification section (gatsby/classifications.ts
// writes it; components/ClassificationSection renders it).
import type { ListId } from "./lists"

/**
 * A top-level row in page context: code (for a heading that groups location codes, '@' and the
 * group's key), English text (the group's label), reading aid in the page's locale, child count.
 */
export type TopRow = [code: string, text: string, aid: string, children: number]

export interface ClassListPageData {
  id: ListId
  /** Data set root whose shape the copy button writes. */
  root: string
  file: string
  title: string
  filterLabel: string
  /** Whether this page's search records carry the list (a list shown on two pages is indexed once). */
  search: boolean
  source: string
  /** Entries per level, as a sentence in the page's language. */
  counts: string
  top: TopRow[]
}

/**
 * What a schema page's context carries: its lists' top rows and the few sentences that are
 * rendered before the tree's own code loads (that code brings the rest of its strings), or, on
 * the data types page, an overview of all lists. Sentences are resolved here, so the page's
 * data holds only what this page shows.
 */
export interface ClassPageData {
  title: string
  intro: string
  /** Says that the grey names are not normative; null on English pages, which show none. */
  aidNote: string | null
  placeholder: string
  /** Visible text and accessible name (with {{code}} and {{text}}) of the copy buttons. */
  copy: string
  copyLabel: string
  lists: ClassListPageData[]
  overview: Array<{ id: ListId; title: string; file: string; total: number; href: string }> | null
}

/** The section's id and each list's, for the table of contents and links from other pages. */
export const classesHeadingId = "classifications"
export const listHeadingId = (list: ListId) => `classifications-${list}`

/** What made the list's tree load: the first thing it does once its code is there. */
export type TreeRequest = { kind: "expand"; anchor: string } | { kind: "copy"; anchor: string } | { kind: "reveal"; chain: string[] } | { kind: "filter" }
export type TreeIntent = TreeRequest & { seq: number }
