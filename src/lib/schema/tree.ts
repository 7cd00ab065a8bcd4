// A JSON Schema file as the explorer's tree: one node per field path (the same paths as
// flatten.ts and the validator's permalinks), with what a reader needs to fill the field in.
// It must cope with bundles we did not write (TIDAS_SCHEMA_DIR): unknown keywords,
// combinators, tuples, `dependencies`, recursive and missing `$ref`s are shown, never fatal.
import { datasetTypes, fieldAnchor } from "./datasets"
import type { JsonSchema } from "./flatten"
import { decodePointer, isSchema, pointerToFieldPath, resolveRef } from "./refs"

export interface RefInfo {
  /** Short name shown as the type badge ('StringMultiLang'). */
  name: string
  /** The `$ref` as written. */
  target: string
  /** Where the target is documented: a doc id and an anchor on that page. */
  docId?: string
  anchor?: string
  status: "ok" | "missing" | "recursive"
}

export interface ExplorerNode {
  name: string
  /** Schema path, '/processDataSet/processInformation'. */
  path: string
  types: string[]
  refs?: RefInfo[]
  required: boolean
  /** Required in some alternatives of the parent only. */
  requiredInSome?: boolean
  cardinality: "single" | "array" | "single-or-array"
  /** Number of positional items when the array is a tuple. */
  positional?: number
  /** JSON-encoded `const` values (one per tuple position when they differ). */
  constValues?: string[]
  enumValues?: string[]
  combinator?: { kind: "anyOf" | "oneOf" | "allOf"; count: number }
  /** Every other keyword, known or not, as 'keyword' and a compact JSON value. */
  constraints?: Array<{ keyword: string; value: string }>
  description: string
  /** Absent when the subtree was left out (the server-rendered part keeps only the first levels). */
  children?: ExplorerNode[]
  childCount: number
}

export interface BuildOptions {
  /** File name of the schema in its bundle ('tidas_processes.json'). */
  file: string
  /** Every file of the bundle by name, to resolve `$ref`s between files. */
  bundle: Record<string, JsonSchema>
  /** Descriptions in the page's language, by schema path; the schema's own `description` is the fallback. */
  descriptions?: Record<string, string>
  /** Called once per problem worth a build warning (a missing `$ref` target). */
  warn?: (message: string) => void
}

// Keywords the tree shows in their own way; everything else is listed as a constraint.
const structural = new Set([
  "type",
  "properties",
  "items",
  "required",
  "description",
  "title",
  "$ref",
  "anyOf",
  "oneOf",
  "allOf",
  "const",
  "enum",
  "$schema",
  "$id",
  "$defs",
  "definitions",
  "$comment",
])
const maxValueLength = 160

function compact(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value))
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text
}

interface Frame {
  /** `file#pointer` of each local `$ref` being expanded, with the path where it was expanded. */
  expanding: Map<string, string>
}

interface Variant {
  schema: JsonSchema
  pointer: string
}

/** One field of a node: its schemas (one per object branch that has it) and where it sits. */
interface FieldSpec {
  name: string
  variants: Variant[]
  path: string
  required: boolean
  /** Required in some alternatives of the parent only. */
  requiredInSome: boolean
  /** The field's `const` at each tuple position, when a tuple gives it several. */
  constValues: unknown[] | null
}

interface Branch extends Variant {
  inArray: boolean
  position?: number
}

export function buildTree(schema: JsonSchema, options: BuildOptions): ExplorerNode[] {
  const { file, bundle, descriptions = {}, warn = () => {} } = options
  const warned = new Set<string>()
  const missing = (ref: string, pointer: string) => {
    const key = `${pointer} ${ref}`
    if (warned.has(key)) return
    warned.add(key)
    warn(`${file}: $ref "${ref}" at ${pointer || "/"} has no target in the bundle`)
  }
  const withSelf = { ...bundle, [file]: schema }

  /** A `$ref` leaving this file (or missing) is a link; a local one is expanded unless it recurses. */
  const refInfo = (ref: string, pointer: string, frame: Frame): { info?: RefInfo; inline?: Variant; key?: string } => {
    const target = resolveRef(ref, file, withSelf)
    const name = decodePointer(target.pointer).pop() || target.file.replace(/\.json$/, "")
    if (!target.schema) {
      missing(ref, `${pointer}/$ref`)
      return { info: { name, target: ref, status: "missing" } }
    }
    const key = `${target.file}#${target.pointer}`
    if (target.file === file) {
      const at = frame.expanding.get(key)
      if (at !== undefined)
        return { info: { name, target: ref, docId: docIdOf(file), anchor: fieldAnchor(at), status: "recursive" } }
      return { inline: { schema: target.schema, pointer: target.pointer }, key }
    }
    return {
      info: {
        name,
        target: ref,
        docId: docIdOf(target.file),
        anchor: fieldAnchor(pointerToFieldPath(target.pointer)),
        status: "ok",
      },
    }
  }

  const field = (
    { name, variants, path, required, requiredInSome, constValues }: FieldSpec,
    frame: Frame,
  ): ExplorerNode => {
    const refs: RefInfo[] = []
    const types: string[] = []
    const constraints: Array<{ keyword: string; value: string }> = []
    const expanding = new Map(frame.expanding)
    let combinator: ExplorerNode["combinator"]
    let cardinality: ExplorerNode["cardinality"] = "single"
    let positional: number | undefined
    let hasArray = false
    let hasObject = false
    const branches: Branch[] = []
    const seen = new Set<JsonSchema>()

    const addType = (type: unknown) => {
      for (const t of Array.isArray(type) ? type : [type])
        if (typeof t === "string" && !types.includes(t)) types.push(t)
    }
    const addConstraints = (node: JsonSchema) => {
      for (const [keyword, value] of Object.entries(node)) {
        if (structural.has(keyword)) continue
        const entry = { keyword, value: compact(value) }
        if (!constraints.some((c) => c.keyword === entry.keyword && c.value === entry.value)) constraints.push(entry)
      }
    }
    // A `$ref` of the field or of its items: noted as a link, or the local schema it names.
    const followRef = (ref: string, pointer: string): Variant | undefined => {
      const { info, inline, key } = refInfo(ref, pointer, { expanding })
      if (info) {
        refs.push(info)
        if (info.status === "ok" && !types.includes(info.name)) types.push(info.name)
      }
      if (!inline || !key) return undefined
      expanding.set(key, path)
      return inline
    }
    // Walks one schema of the field: its own keywords, then combinator members and array items.
    const visit = (node: JsonSchema, pointer: string, inArray: boolean, top: boolean) => {
      if (seen.has(node)) return
      seen.add(node)
      const inline = typeof node.$ref === "string" ? followRef(node.$ref, pointer) : undefined
      if (inline) visit(inline.schema, inline.pointer, inArray, top)
      addType(node.type)
      addConstraints(node)
      for (const kind of ["anyOf", "oneOf", "allOf"] as const) {
        const members = node[kind]
        if (!Array.isArray(members)) continue
        const schemas = members.filter(isSchema)
        // `oneOf: [{ required: [a] }, { required: [b] }]` only says which fields go together.
        const requiredOnly = schemas.every((m) => Object.keys(m).every((k) => k === "required" || k === "description"))
        if (requiredOnly) {
          constraints.push({ keyword: kind, value: schemas.map((m) => compact(m.required ?? [])).join(" | ") })
          continue
        }
        if (top && kind !== "allOf") combinator = { kind, count: schemas.length }
        schemas.forEach((member, i) => visit(member, `${pointer}/${kind}/${i}`, inArray, top && kind === "allOf"))
      }
      if (node.type === "array" || node.items !== undefined) {
        hasArray = true
        if (Array.isArray(node.items)) {
          positional = node.items.length
          node.items.forEach((item, position) => {
            if (isSchema(item))
              branches.push({ schema: item, pointer: `${pointer}/items/${position}`, inArray: true, position })
          })
        } else if (isSchema(node.items)) {
          const items = node.items
          const before = branches.length
          const itemVariant = { schema: items, pointer: `${pointer}/items` }
          if (typeof items.$ref === "string" && !items.properties) {
            const inline = followRef(items.$ref, itemVariant.pointer)
            if (inline) branches.push({ ...inline, inArray: true })
          } else branches.push({ ...itemVariant, inArray: true })
          if (branches.length > before && !types.includes("array")) types.unshift("array")
        }
      }
      if (isSchema(node.properties) || (node.type === "object" && node.items === undefined)) {
        hasObject = true
        branches.push({ schema: node, pointer, inArray })
      }
    }
    for (const variant of variants) visit(variant.schema, variant.pointer, false, true)
    if (hasArray) cardinality = hasObject ? "single-or-array" : "array"

    const own = variants[0].schema
    const description = descriptions[path] ?? (typeof own.description === "string" ? own.description : "")
    const node: ExplorerNode = { name, path, types, required, cardinality, description, childCount: 0 }
    if (requiredInSome) node.requiredInSome = true
    if (refs.length) node.refs = refs
    if (positional !== undefined) node.positional = positional
    if (combinator) node.combinator = combinator
    if (constraints.length) node.constraints = constraints
    const consts = constValues ?? ("const" in own ? [own.const] : null)
    if (consts) node.constValues = consts.map((value) => JSON.stringify(value))
    const enumSource = variants.map((v) => v.schema).find((s) => Array.isArray(s.enum))
    if (enumSource)
      node.enumValues = (enumSource.enum as unknown[]).map((value) =>
        typeof value === "string" ? value : JSON.stringify(value),
      )
    node.children = children(branches, path, { expanding })
    node.childCount = node.children.length
    return node
  }

  /** The fields of all object branches of a node, merged by name, in first-seen order. */
  const children = (branches: Branch[], path: string, frame: Frame): ExplorerNode[] => {
    const names: string[] = []
    for (const branch of branches)
      for (const key of Object.keys(isSchema(branch.schema.properties) ? branch.schema.properties : {}))
        if (!names.includes(key)) names.push(key)
    const groupOf = (branch: Branch) => (branch.position === undefined ? branch.schema : "tuple")
    const groups = new Set(branches.map(groupOf))
    return names.map((name) => {
      const holders = branches.filter((branch) =>
        isSchema((branch.schema.properties as JsonSchema | undefined)?.[name]),
      )
      const requiredIn = holders.filter(
        (branch) => Array.isArray(branch.schema.required) && branch.schema.required.includes(name),
      )
      const inEvery = requiredIn.length === holders.length && new Set(holders.map(groupOf)).size === groups.size
      const variants = holders.map((branch) => ({
        schema: (branch.schema.properties as JsonSchema)[name] as JsonSchema,
        pointer: `${branch.pointer}/properties/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`,
      }))
      const positional = holders
        .filter((branch) => branch.position !== undefined)
        .map((branch) => ((branch.schema.properties as JsonSchema)[name] as JsonSchema).const)
      const constValues = positional.length > 1 && positional.every((value) => value !== undefined) ? positional : null
      return field(
        {
          name,
          variants,
          path: `${path}/${name}`,
          required: requiredIn.length > 0 && inEvery,
          requiredInSome: requiredIn.length > 0 && !inEvery,
          constValues,
        },
        frame,
      )
    })
  }

  // A dataset file documents its root properties; the shared data types file its definitions.
  if (isSchema(schema.properties)) {
    return children([{ schema, pointer: "", inArray: false }], "", { expanding: new Map() })
  }
  const defsKey = isSchema(schema.$defs) ? "$defs" : isSchema(schema.definitions) ? "definitions" : null
  if (!defsKey) return []
  const defs = schema[defsKey] as JsonSchema
  return Object.keys(defs)
    .filter((name) => isSchema(defs[name]))
    .map((name) => {
      const pointer = `/${defsKey}/${name}`
      return field(
        {
          name,
          variants: [{ schema: defs[name] as JsonSchema, pointer }],
          path: pointer,
          required: false,
          requiredInSome: false,
          constValues: null,
        },
        { expanding: new Map([[`${file}#${pointer}`, pointer]]) },
      )
    })
}

function docIdOf(file: string): string | undefined {
  return datasetTypes.find((type) => type.file === file)?.docId
}

/**
 * The top-level sections a page's table of contents lists: the object children of a single root
 * ('processInformation', not the '@version' attribute), else the roots (the data types).
 */
export function sectionsOf(roots: ExplorerNode[]): ExplorerNode[] {
  const sections = roots.length === 1 ? (roots[0].children ?? []).filter((child) => child.childCount > 0) : []
  return sections.length ? sections : roots
}

/** A copy keeping `depth` levels (roots are level 1); deeper nodes keep their childCount only. */
export function trimTree(roots: ExplorerNode[], depth: number): ExplorerNode[] {
  return roots.map((node) => {
    if (depth <= 1) {
      const { children: _omitted, ...rest } = node
      return rest
    }
    return { ...node, children: node.children ? trimTree(node.children, depth - 1) : undefined }
  })
}

/** Every node, depth first, with its section name (for search records and counts). */
export function listFields(roots: ExplorerNode[]): Array<{ node: ExplorerNode; section: string }> {
  const out: Array<{ node: ExplorerNode; section: string }> = []
  const sections = new Set(sectionsOf(roots))
  const walk = (node: ExplorerNode, section: string) => {
    const own = sections.has(node) ? node.name : section
    out.push({ node, section: own })
    for (const child of node.children ?? []) walk(child, own)
  }
  for (const root of roots) walk(root, root.name)
  return out
}

/** The nodes from a root down to the node at `path`; null when the tree has no such field. */
export function ancestry(roots: ExplorerNode[], path: string): ExplorerNode[] | null {
  for (const root of roots) {
    if (root.path === path) return [root]
    if (path.startsWith(`${root.path}/`) && root.children) {
      const below = ancestry(root.children, path)
      if (below) return [root, ...below]
    }
  }
  return null
}
