// Files above this size are refused before they are read: parsing and validating them could
// take the tab's memory, and a TIDAS dataset is rarely over a few megabytes.
export const maxFileBytes = 20 * 1024 * 1024

export function isTooLarge(bytes: number): boolean {
  return bytes > maxFileBytes
}

/** UTF-8 size of pasted text, counted without encoding it: the same limit as a file's bytes. */
export function textBytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4
      i += 1
    } else bytes += 3
  }
  return bytes
}

/** Megabytes with one decimal, for messages ('20.5'). */
export function megabytes(bytes: number): string {
  return (Math.floor((bytes / (1024 * 1024)) * 10) / 10).toFixed(1).replace(/\.0$/, "")
}

/** Only .json files are read; other files get a message instead of a confusing JSON error. */
export function looksLikeJsonFile(name: string, type: string): boolean {
  return /\.json$/i.test(name) || type === "application/json"
}
