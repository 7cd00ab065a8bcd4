// From an error's JSON pointer to the field's permalink on its schema page. The explorer writes
// one anchor per field of the schema (src/lib/schema/flatten.ts), so a pointer into a shared
// data type ('.../common:name/0/#text') links to the nearest field the page documents.
import { fieldAnchor } from "../schema/datasets"

/** JSON pointer segments, unescaped ('~1' is '/', '~0' is '~'). */
export function pointerSegments(pointer: string): string[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
}

/**
 * The schema path of an instance pointer: array indices removed, so every exchange leads to the
 * one 'exchange' field ('/processDataSet/exchanges/exchange/3/meanAmount' ->
 * '/processDataSet/exchanges/exchange/meanAmount'). TIDAS has no keys made only of digits.
 */
export function schemaPathOf(pointer: string): string {
  const segments = pointerSegments(pointer).filter((segment) => !/^\d+$/.test(segment))
  return segments.length ? `/${segments.join("/")}` : ""
}

/** The longest prefix of a schema path that is a documented field; null above the root. */
export function nearestField(schemaPath: string, known: ReadonlySet<string>): string | null {
  const segments = schemaPath.split("/").slice(1)
  for (let length = segments.length; length > 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join("/")}`
    if (known.has(candidate)) return candidate
  }
  return null
}

/** Site path (without locale) of a field's permalink; Link adds the reader's locale. */
export function fieldLink(docId: string, field: string): string {
  return `/docs/${docId}#${fieldAnchor(field)}`
}
