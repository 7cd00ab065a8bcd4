// JSON pointers and `$ref`s between the files of a schema bundle.
import type { JsonSchema } from "./flatten"

export const isSchema = (value: unknown): value is JsonSchema =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value)

export function decodePointer(pointer: string): string[] {
  return pointer
    .replace(/^\//, "")
    .split("/")
    .filter((part, i, all) => part !== "" || all.length > 1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
}

function lookup(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  if (pointer === "" || pointer === "/") return schema
  let node: unknown = schema
  for (const part of decodePointer(pointer)) {
    if (!node || typeof node !== "object") return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return isSchema(node) ? node : undefined
}

/** The field path a JSON pointer into a schema documents ('/properties/a/items/properties/b' -> '/a/b'). */
export function pointerToFieldPath(pointer: string): string {
  const out: string[] = []
  const parts = decodePointer(pointer)
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (part === "properties" && i + 1 < parts.length) out.push(parts[++i])
    else if (part === "items" || part === "anyOf" || part === "oneOf" || part === "allOf") {
      if (/^\d+$/.test(parts[i + 1] ?? "")) i++
    } else out.push(part)
  }
  return `/${out.join("/")}`
}

export interface Resolved {
  file: string
  pointer: string
  schema?: JsonSchema
}

/** The schema a `$ref` names, in this file or another file of the bundle (undefined when missing). */
export function resolveRef(ref: string, file: string, bundle: Record<string, JsonSchema>): Resolved {
  const hash = ref.indexOf("#")
  const targetFile = (hash === -1 ? ref : ref.slice(0, hash)).replace(/^\.\//, "") || file
  const pointer = hash === -1 ? "" : ref.slice(hash + 1)
  const root = bundle[targetFile]
  return { file: targetFile, pointer, schema: root ? lookup(root, pointer) : undefined }
}
