// The whole-tree file of a schema page (/schema-explorer/<locale>/<file>) and back.
import type { ExplorerNode } from "./tree"

/**
 * A node as written to the whole-tree file (/schema-explorer/<locale>/<file>): what a reader's
 * browser can work out again is left out (a path that is the parent's path plus the name, the
 * count of children it has, empty and default values). A 10,000-field tree is fetched and
 * parsed in the page, so every byte per field counts.
 */
export type PackedNode = Partial<Omit<ExplorerNode, "children">> & { name: string; children?: PackedNode[] }

export function packTree(nodes: ExplorerNode[], parent = ""): PackedNode[] {
  return nodes.map((node) => {
    const { path, types, required, cardinality, description, children, childCount, ...rest } = node
    const packed: PackedNode = { ...rest }
    if (path !== `${parent}/${node.name}`) packed.path = path
    if (types.length) packed.types = types
    if (required) packed.required = true
    if (cardinality !== "single") packed.cardinality = cardinality
    if (description) packed.description = description
    if (children?.length) packed.children = packTree(children, path)
    if (childCount !== (children?.length ?? 0)) packed.childCount = childCount
    return packed
  })
}

/** The inverse of packTree; a tree that was never packed comes back unchanged. */
export function unpackTree(nodes: PackedNode[], parent = ""): ExplorerNode[] {
  return nodes.map((packed) => {
    const path = packed.path ?? `${parent}/${packed.name}`
    const children = packed.children ? unpackTree(packed.children, path) : packed.childCount ? undefined : []
    return {
      ...packed,
      path,
      types: packed.types ?? [],
      required: packed.required ?? false,
      cardinality: packed.cardinality ?? "single",
      description: packed.description ?? "",
      children,
      childCount: packed.childCount ?? children?.length ?? 0,
    }
  })
}

/** True when some node's children were left out of the server-rendered part. */
export function isPartial(nodes: ExplorerNode[]): boolean {
  return nodes.some((node) => (node.childCount > 0 && !node.children) || isPartial(node.children ?? []))
}
