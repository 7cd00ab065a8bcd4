// Build step: every page starts the app's scripts after its first paint
// (src/lib/first-load/app-scripts.ts). Gatsby writes the script tags into a slice that it
// stitches into each page after server rendering, out of reach of gatsby-ssr, so the built
// HTML is rewritten here.
import fs from "node:fs"
import path from "node:path"
import { withAppScriptsAfterPaint } from "../src/lib/first-load/app-scripts"
import { htmlFiles } from "./html-files"

/** Rewrites every page under dir; returns how many pages changed. */
export function loadAppScriptsAfterPaint(dir = path.resolve("public")): number {
  let changed = 0
  // Not Gatsby's own slices (public/_gatsby/), which it compares between builds.
  for (const file of htmlFiles(dir).filter((file) => !path.relative(dir, file).startsWith("_gatsby"))) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = withAppScriptsAfterPaint(html)
    if (rewritten === html) continue
    fs.writeFileSync(file, rewritten)
    changed += 1
  }
  return changed
}
