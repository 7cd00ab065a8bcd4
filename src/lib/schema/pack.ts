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

// Every field of a node, as unpackTree copies them: a field added to ExplorerNode and not copied
// there fails to compile here instead of vanishing from the reader's tree.
type Copied =
  | "name"
  | "path"
  | "types"
  | "required"
  | "cardinality"
  | "description"
  | "children"
  | "childCount"
  | "refs"
  | "requiredInSome"
  | "positional"
  | "constValues"
  | "enumValues"
  | "combinator"
  | "constraints"
type Assert<T extends true> = T
export type UnpackCopiesEveryField = Assert<[Exclude<keyof ExplorerNode, Copied>] extends [never] ? true : false>

/**
 * The inverse of packTree; a tree that was never packed comes back unchanged. Each node is built
 * field by field: spreading the packed node (compiled to a generic object-spread helper for the
 * browsers we support) costs far more per node, and a big tree is unpacked while the reader waits.
 */
export function unpackTree(nodes: PackedNode[], parent = ""): ExplorerNode[] {
  const out: ExplorerNode[] = new Array(nodes.length)
  for (let at = 0; at < nodes.length; at++) {
    const packed = nodes[at]
    const path = packed.path ?? `${parent}/${packed.name}`
    const children = packed.children ? unpackTree(packed.children, path) : packed.childCount ? undefined : []
    const node: ExplorerNode = {
      name: packed.name,
      path,
      types: packed.types ?? [],
      required: packed.required ?? false,
      cardinality: packed.cardinality ?? "single",
      description: packed.description ?? "",
      children,
      childCount: packed.childCount ?? children?.length ?? 0,
    }
    if (packed.refs !== undefined) node.refs = packed.refs
    if (packed.requiredInSome !== undefined) node.requiredInSome = packed.requiredInSome
    if (packed.positional !== undefined) node.positional = packed.positional
    if (packed.constValues !== undefined) node.constValues = packed.constValues
    if (packed.enumValues !== undefined) node.enumValues = packed.enumValues
    if (packed.combinator !== undefined) node.combinator = packed.combinator
    if (packed.constraints !== undefined) node.constraints = packed.constraints
    out[at] = node
  }
  return out
}

/** True when some node's children were left out of the server-rendered part. */
export function isPartial(nodes: ExplorerNode[]): boolean {
  return nodes.some((node) => (node.childCount > 0 && !node.children) || isPartial(node.children ?? []))
}
