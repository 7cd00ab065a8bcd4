// Flattens a TIDAS JSON Schema (as our bundle writes it) into one entry per field path, the
// shape of the structure facts the bundle is checked against, and later the input of the
// schema explorer and of per-field search records.

export type JsonSchema = Record<string, unknown>

export interface FieldEntry {
  path: string
  type?: string | string[]
  ref_raw?: string
  required: boolean | null
  cardinality: string
  within_array: boolean
  item_type?: string
  uniqueItems?: boolean
  const?: unknown
  const_values?: unknown[]
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  alternatives?: { combinator: string; count: number }
  one_of_required?: string[][]
  classification_check?: unknown
  contains_rules?: unknown
  defined_in_some_alternatives_only?: boolean
  required_note?: string
  description?: string
}

const copied = ["const", "enum", "format", "pattern", "minLength", "maxLength", "minimum", "maximum"] as const

interface Branch {
  schema: JsonSchema
  inArray: boolean
  position?: number
}

/** The object branches of a node: itself, each anyOf member, array items (tuple or single). */
function objectBranches(schema: JsonSchema): Branch[] {
  const out: Branch[] = []
  const visit = (node: JsonSchema, inArray: boolean) => {
    if (Array.isArray(node.anyOf)) (node.anyOf as JsonSchema[]).forEach((member) => visit(member, inArray))
    else if (node.type === "array" && Array.isArray(node.items))
      (node.items as JsonSchema[]).forEach((item, position) => out.push({ schema: item, inArray: true, position }))
    else if (node.type === "array" && node.items) out.push({ schema: node.items as JsonSchema, inArray: true })
    else if (node.type === "object" || node.properties) out.push({ schema: node, inArray })
  }
  visit(schema, false)
  return out
}

function describeNode(
  schema: JsonSchema,
): Pick<FieldEntry, "type" | "ref_raw" | "cardinality" | "item_type" | "uniqueItems" | "alternatives"> {
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : null
  const arrayOf = (node: JsonSchema) =>
    Array.isArray(node.items) ? `positional items: ${(node.items as unknown[]).length}` : null
  if (members) {
    const types = members.map((member) => String(member.type))
    const array = members.find((member) => member.type === "array")
    const hasObject = types.includes("object")
    const positional = array ? arrayOf(array) : null
    const out: ReturnType<typeof describeNode> = {
      type: types,
      cardinality: array && hasObject ? `single-or-array${positional ? ` (${positional})` : ""}` : "single",
      alternatives: { combinator: "anyOf", count: members.length },
    }
    if (array) {
      out.item_type = "object"
      if (array.uniqueItems) out.uniqueItems = true
    }
    return out
  }
  if (schema.type === "array") {
    const positional = arrayOf(schema)
    return {
      type: "array",
      cardinality: positional ? `array (${positional})` : "array",
      item_type: "object",
      ...(schema.uniqueItems ? { uniqueItems: true } : {}),
    }
  }
  const ref =
    typeof schema.$ref === "string"
      ? schema.$ref
      : typeof schema["x-tidas-vocabulary"] === "string"
        ? schema["x-tidas-vocabulary"]
        : Array.isArray(schema.allOf) && typeof (schema.allOf as JsonSchema[])[0]?.$ref === "string"
          ? String((schema.allOf as JsonSchema[])[0].$ref)
          : undefined
  return {
    ...(schema.type ? { type: schema.type as string } : {}),
    ...(ref ? { ref_raw: ref } : {}),
    cardinality: "single",
  }
}

/** One entry per path, merging a field's appearances in every branch of its parent. */
export function flattenSchema(
  rootName: string,
  schema: JsonSchema,
  requiredAtRoot: boolean | null,
  basePath = "",
): FieldEntry[] {
  const entries: FieldEntry[] = []
  // A field can appear in several alternatives of its parent; `variants` are all its schemas.
  const walk = (
    name: string,
    variants: JsonSchema[],
    path: string,
    required: boolean | null,
    withinArray: boolean,
    extra: Partial<FieldEntry>,
  ) => {
    const node = variants[0]
    const entry: FieldEntry = { path, required, within_array: withinArray, ...describeNode(node), ...extra }
    for (const key of copied)
      if (key in node && !(key === "const" && extra.const_values))
        (entry as unknown as Record<string, unknown>)[key] = node[key]
    if (typeof node.description === "string") entry.description = node.description
    const branches = variants.flatMap((variant) =>
      objectBranches(variant).filter((branch) => branch.schema !== variant || variant.type === "object"),
    )
    const array = Array.isArray(node.anyOf)
      ? (node.anyOf as JsonSchema[]).find((m) => m.type === "array")
      : node.type === "array"
        ? node
        : null
    if (array?.["x-tidas-contains"]) entry.contains_rules = array["x-tidas-contains"]
    const objectBranch = branches[0]?.schema
    if (objectBranch?.["x-tidas-classification"]) entry.classification_check = objectBranch["x-tidas-classification"]
    if (Array.isArray(objectBranch?.oneOf))
      entry.one_of_required = (objectBranch!.oneOf as JsonSchema[]).map((member) => member.required as string[])
    entries.push(entry)

    const childNames: string[] = []
    for (const branch of branches)
      for (const key of Object.keys((branch.schema.properties as JsonSchema) ?? {}))
        if (!childNames.includes(key)) childNames.push(key)
    for (const childName of childNames) {
      const holders = branches.filter((branch) => (branch.schema.properties as JsonSchema | undefined)?.[childName])
      const requiredIn = holders.filter((branch) =>
        ((branch.schema.required as string[] | undefined) ?? []).includes(childName),
      )
      const distinctBranches = new Set(
        branches.map((branch) => (branch.position === undefined ? branch.schema : "tuple")),
      )
      const distinctHolders = new Set(
        holders.map((branch) => (branch.position === undefined ? branch.schema : "tuple")),
      )
      const childExtra: Partial<FieldEntry> = {}
      if (distinctHolders.size < distinctBranches.size) childExtra.defined_in_some_alternatives_only = true
      const inEvery = requiredIn.length === holders.length && distinctHolders.size === distinctBranches.size
      if (requiredIn.length > 0 && !inEvery) childExtra.required_note = "required in some alternatives only"
      const positional = holders.filter((branch) => branch.position !== undefined)
      const childVariants = [
        ...holders.filter((branch) => branch.position === undefined),
        ...holders.filter((branch) => branch.position !== undefined),
      ].map((branch) => (branch.schema.properties as JsonSchema)[childName] as JsonSchema)
      if (positional.length > 1) {
        const values = positional.map(
          (branch) => ((branch.schema.properties as JsonSchema)[childName] as JsonSchema).const,
        )
        if (values.every((value) => value !== undefined)) childExtra.const_values = values
      }
      walk(
        childName,
        childVariants,
        `${path}/${childName}`,
        requiredIn.length > 0 && inEvery,
        withinArray || holders.some((branch) => branch.inArray),
        childExtra,
      )
    }
  }
  walk(rootName, [schema], `${basePath}/${rootName}`, requiredAtRoot, false, {})
  return entries
}
