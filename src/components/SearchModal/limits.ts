// Kept apart from the modal so the navbar button can use it without loading the modal's code.
import { sanitizeQuery } from "../../lib/search/query"

/** DocSearch's limit: longer queries are rarely useful and are cut, pasted text included. */
export const modalQueryMaxLength = 64

/** The typed or pasted text, made well-formed and cut without splitting a surrogate pair. */
export function clampQuery(value: string): string {
  return sanitizeQuery(value, modalQueryMaxLength)
}
