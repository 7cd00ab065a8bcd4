// Which rows of the explorer tree are on screen: the expanded part of the tree, or, while
// the reader filters, the matching fields with their ancestors opened. The component renders
// this flat list (so long lists can be rendered in slices), never the tree itself.
import type { ExplorerNode } from "./tree"

export interface Row {
  node: ExplorerNode
  /** 1 for the roots. */
  level: number
  posInSet: number
  setSize: number
  expanded: boolean
  /** True when the field itself matches the filter (not only one of its descendants). */
  match: boolean
}

export interface FilterResult {
  matches: Set<string>
  /** Paths of ancestors of a match: shown, and opened. */
  ancestors: Set<string>
}

// Lower-cased name and description of each node, computed once per tree: a 10,000-field
// schema is searched on every keystroke.
const haystacks = new WeakMap<ExplorerNode, string>()
function haystack(node: ExplorerNode): string {
  let text = haystacks.get(node)
  if (text === undefined) {
    text = `${node.name.toLocaleLowerCase()}\n${node.description.toLocaleLowerCase()}`
    haystacks.set(node, text)
  }
  return text
}

/** Fields whose name or description contains the query (case-insensitive), and their ancestors. */
export function filterTree(roots: ExplorerNode[], query: string): FilterResult {
  const needle = query.trim().toLocaleLowerCase()
  const matches = new Set<string>()
  const ancestors = new Set<string>()
  if (!needle) return { matches, ancestors }
  const trail: string[] = []
  const walk = (node: ExplorerNode) => {
    // A newline never occurs in a trimmed query, so name and description never match as one.
    if (haystack(node).includes(needle)) {
      matches.add(node.path)
      for (let i = trail.length - 1; i >= 0 && !ancestors.has(trail[i]); i--) ancestors.add(trail[i])
    }
    if (!node.children) return
    trail.push(node.path)
    for (const child of node.children) walk(child)
    trail.pop()
  }
  for (const root of roots) walk(root)
  return { matches, ancestors }
}

/**
 * The rows to show. Without a filter: every child of an expanded node. With one: matches and
 * their ancestors, plus all children of an expanded match.
 */
export function visibleRows(roots: ExplorerNode[], expanded: ReadonlySet<string>, filter: FilterResult | null): Row[] {
  const rows: Row[] = []
  const filtering = filter !== null && filter.matches.size > 0
  const walk = (nodes: ExplorerNode[], level: number) => {
    const shown = filtering ? nodes.filter((n) => filter.matches.has(n.path) || filter.ancestors.has(n.path)) : nodes
    shown.forEach((node, index) => {
      const open = node.childCount > 0 && (expanded.has(node.path) || (filtering && filter.ancestors.has(node.path)))
      rows.push({
        node,
        level,
        posInSet: index + 1,
        setSize: shown.length,
        expanded: open,
        match: filtering && filter.matches.has(node.path),
      })
      if (!open || !node.children) return
      // Ancestors (even ones open before the filter) show only the way to the matches.
      if (!(filter?.matches.has(node.path) && expanded.has(node.path))) walk(node.children, level + 1)
      else walkAll(node.children, level + 1)
    })
  }
  // Below a node the reader opened, every child shows, filtered or not.
  const walkAll = (nodes: ExplorerNode[], level: number) => {
    nodes.forEach((node, index) => {
      const open = node.childCount > 0 && expanded.has(node.path)
      rows.push({
        node,
        level,
        posInSet: index + 1,
        setSize: nodes.length,
        expanded: open,
        match: filtering && filter.matches.has(node.path),
      })
      if (open && node.children) walkAll(node.children, level + 1)
    })
  }
  if (filtering) walk(roots, 1)
  else walkAll(roots, 1)
  return rows
}

/** Paths of every node with children: what 'expand all' opens. */
export function expandablePaths(roots: ExplorerNode[]): string[] {
  const out: string[] = []
  const walk = (node: ExplorerNode) => {
    if (node.childCount > 0) out.push(node.path)
    for (const child of node.children ?? []) walk(child)
  }
  roots.forEach(walk)
  return out
}

/** What the server renders open: the first `levels` levels, so `levels + 1` levels of rows show. */
export function initiallyExpanded(roots: ExplorerNode[], levels = 2): Set<string> {
  const out = new Set<string>()
  const walk = (node: ExplorerNode, level: number) => {
    if (level > levels || node.childCount === 0) return
    out.add(node.path)
    for (const child of node.children ?? []) walk(child, level + 1)
  }
  for (const root of roots) walk(root, 1)
  return out
}

/**
 * How many of `rows` to render now: every row already on screen, and at most `step` new ones,
 * within the first `cap` rows. A jump in rows (expand all, a broad filter) is then painted a
 * slice at a time and the click answers at once; rows only moved by a toggle cost nothing new.
 */
export function rowsToRender(rows: Row[], cap: number, onScreen: ReadonlySet<string>, step: number): number {
  const end = Math.min(rows.length, cap)
  let fresh = 0
  for (let i = 0; i < end; i++) {
    if (!onScreen.has(rows[i].node.path) && ++fresh > step) return i
  }
  return end
}
