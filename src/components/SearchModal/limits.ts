// Kept apart from the modal so the navbar button can use it without loading the modal's code.

/** DocSearch's limit: longer queries are rarely useful and are cut, pasted text included. */
export const modalQueryMaxLength = 64

export function clampQuery(value: string): string {
  return value.slice(0, modalQueryMaxLength)
}
