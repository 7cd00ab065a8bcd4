// React 18.3's streaming renderer, which Gatsby uses to write pages, can leave NUL bytes in the
// HTML where a multi-byte character (Chinese, Japanese) meets the end of its 2 KB buffer: the
// unwritten tail of the buffer is flushed and the character is written again in the next chunk
// (facebook/react#31134). HTML allows no NUL, so removing them restores exactly what React
// meant to write; otherwise ids and anchors with CJK text stop matching.
import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "./html-files"

/** Removes NUL bytes from every HTML file under dir; returns how many files changed. */
export function stripNulBytes(dir = path.resolve("public")): number {
  let changed = 0
  for (const file of htmlFiles(dir)) {
    const bytes = fs.readFileSync(file)
    if (!bytes.includes(0)) continue
    fs.writeFileSync(
      file,
      bytes.filter((byte) => byte !== 0),
    )
    changed += 1
  }
  return changed
}
