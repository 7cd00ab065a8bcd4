import type { Heading } from "./headings"

export interface TocNode {
  id: string
  value: string
  children: TocNode[]
}

/** Nests flat headings by depth: each heading goes under the nearest shallower one before it. */
export function buildTocTree(headings: Heading[]): TocNode[] {
  const roots: TocNode[] = []
  const stack: Array<{ depth: number; node: TocNode }> = []
  for (const heading of headings) {
    const node: TocNode = { id: heading.id, value: heading.value, children: [] }
    while (stack.length && stack[stack.length - 1].depth >= heading.depth) stack.pop()
    if (stack.length) stack[stack.length - 1].node.children.push(node)
    else roots.push(node)
    stack.push({ depth: heading.depth, node })
  }
  return roots
}
