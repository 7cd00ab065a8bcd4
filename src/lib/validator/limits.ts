// Files above this size are refused before they are read: parsing and validating them could
// take the tab's memory, and a TIDAS dataset is rarely over a few megabytes (issue 7).
export const maxFileBytes = 20 * 1024 * 1024

export function isTooLarge(bytes: number): boolean {
  return bytes > maxFileBytes
}

/** Megabytes with one decimal, for messages ('20.5'). */
export function megabytes(bytes: number): string {
  return (Math.floor((bytes / (1024 * 1024)) * 10) / 10).toFixed(1).replace(/\.0$/, "")
}

/** Only .json files are read; other files get a message instead of a confusing JSON error. */
export function looksLikeJsonFile(name: string, type: string): boolean {
  return /\.json$/i.test(name) || type === "application/json"
}
