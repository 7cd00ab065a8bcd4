// What a schema page's context carries for its classification section (gatsby/classifications.ts
// writes it; components/ClassificationSection renders it).
import type { Heading as TocHeading } from "../docs/headings"
import type { ListId } from "./lists"

/**
 * A top-level row in page context: code, English text, reading aid in the page's locale ('' on
 * English pages and where we have none), child count.
 */
export type TopRow = [code: string, text: string, aid: string, children: number]

export interface ClassListPageData {
  id: ListId
  /** The list's name in the page's language (the table of contents shows it before any section code). */
  title: string
  /** Entries per level (one figure for a flat list); the sentence is the page's own string. */
  levels: number[]
  /**
   * The top level, server-rendered; empty for the flat location list and for a list whose own
   * page is another one (the process classes on the life cycle model page): those load when opened.
   */
  top: TopRow[]
}

/**
 * What a schema page's context carries for its classification section: the figures and rows it
 * renders first, or on the data types page an overview of all lists. The section's sentences
 * are locale strings (locales/<locale>/classes.json) that come with the section's code, a chunk
 * of its own, so the page data every visit downloads carries none of them.
 */
export interface ClassPageData {
  lists: ClassListPageData[]
  /** Each list and its number of entries; the section links to the page that shows it. */
  overview: Array<[list: ListId, total: number]> | null
}

/** Whether a list is shown flat on the server (a count and an 'open' button, no rows). */
export const isFlatList = (list: ListId, search: boolean) => list === "locations" || !search

/**
 * A list as the section shows it: its page data and, from lists.ts (not page data), the data set
 * root whose shape the copy button writes and whether this page's search records carry it.
 */
export type ShownClassList = ClassListPageData & { root: string; search: boolean }

/** The section's id and each list's, for the table of contents and links from other pages. */
export const classesHeadingId = "classifications"
export const listHeadingId = (list: ListId) => `classifications-${list}`

/** What made the list's tree load: the first thing it does once its code is there. */
export type TreeRequest =
  | { kind: "expand"; anchor: string }
  | { kind: "copy"; anchor: string }
  | { kind: "reveal"; chain: string[] }
  | { kind: "filter" }
  | { kind: "open" }
export type TreeIntent = TreeRequest & { seq: number }

/** The section's heading and its lists, as table-of-contents entries. */
export function classificationToc(
  data: ClassPageData,
  title: string,
  listTitle: (list: ClassListPageData) => string = (list) => list.title,
): TocHeading[] {
  return [
    { depth: 2, value: title, id: classesHeadingId },
    ...data.lists.map((list) => ({ depth: 3, value: listTitle(list), id: listHeadingId(list.id) })),
  ]
}
