import fs from "node:fs"
import path from "node:path"

/** Every HTML file under dir, at any depth. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
