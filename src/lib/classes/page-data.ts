// What a schema page's context carries for its classification section (gatsby/classifications.ts
// writes it; components/ClassificationSection renders it).
import type { ListId } from "./lists"

/**
 * A top-level row in page context: code, English text, reading aid in the page's locale ('' on
 * English pages and where we have none), child count.
 */
export type TopRow = [code: string, text: string, aid: string, children: number]

export interface ClassListPageData {
  id: ListId
  /** Data set root whose shape the copy button writes. */
  root: string
  /** The list's name and what it holds, in the page's language. */
  title: string
  source: string
  /** Whether this page's search records carry the list (a list shown on two pages is indexed once). */
  search: boolean
  /** Entries per level (one figure for a flat list); the sentence is the page's own string. */
  levels: number[]
  /** The top level, server-rendered; empty for the flat location list, which loads when opened. */
  top: TopRow[]
}

/**
 * What a schema page's context carries for its classification section: the figures and rows it
 * renders first, or on the data types page an overview of all lists. The section's sentences
 * are the page's strings (locales/<locale>/schema.json, schema.classes.*), which it carries
 * once; the tree's own strings come with its code.
 */
export interface ClassPageData {
  lists: ClassListPageData[]
  overview: Array<{ id: ListId; title: string; total: number; href: string }> | null
}

/** Whether a list is shown flat on the server (a count and an 'open' button, no rows). */
export const isFlatList = (list: ListId) => list === "locations"

/** The section's id and each list's, for the table of contents and links from other pages. */
export const classesHeadingId = "classifications"
export const listHeadingId = (list: ListId) => `classifications-${list}`

/** What made the list's tree load: the first thing it does once its code is there. */
export type TreeRequest = { kind: "expand"; anchor: string } | { kind: "copy"; anchor: string } | { kind: "reveal"; chain: string[] } | { kind: "filter" } | { kind: "open" }
export type TreeIntent = TreeRequest & { seq: number }
