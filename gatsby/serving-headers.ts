// Build step: hashes every page's inline scripts and writes the one Content-Security-Policy
// that allows them: public/_headers for static hosts and public/.nginx/csp-map.conf for
// deploy/nginx.conf. The hashes change with every build (Gatsby's bootstrap names the build),
// so they cannot live in a committed file.
import fs from "node:fs"
import path from "node:path"
import { searchConfig } from "../src/config/search"
import { algoliaOrigins, inlineScriptHashes, isImmutablePath } from "../src/lib/serving/headers"
import { countHeaderRules, renderBuildHeaders, renderNginxCspMap } from "../src/lib/serving/render"

export const nginxCspMapFile = ".nginx/csp-map.conf"

function walk(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`
    return entry.isDirectory() ? walk(path.join(dir, entry.name), relative) : [relative]
  })
}

/** The Algolia hosts of the configured app (or the hosts given instead): none for the local index. */
export function connectOrigins(config = searchConfig): string[] {
  return config.algolia ? algoliaOrigins(config.algolia) : []
}

/**
 * Every page runs the same few inline scripts (src/lib/serving/page-bootstrap.ts), so the
 * site needs one policy. More distinct scripts than this means a page grew a script of its
 * own, which would bloat the policy of every page: the build stops and names the pages.
 */
export const maxSiteScripts = 8

export function siteScriptHashes(pages: Array<{ file: string; scriptHashes: string[] }>): string[] {
  const all = [...new Set(pages.flatMap((page) => page.scriptHashes))].sort()
  if (all.length > maxSiteScripts) {
    const counts = new Map(all.map((hash) => [hash, pages.filter((page) => page.scriptHashes.includes(hash)).length]))
    const rare = pages
      .filter((page) => page.scriptHashes.some((hash) => counts.get(hash)! < pages.length / 2))
      .map((page) => page.file)
    throw new Error(
      `Pages run ${all.length} different inline scripts (at most ${maxSiteScripts}); move per-page values into data attributes. Pages with scripts of their own: ${rare.slice(0, 5).join(", ")}${rare.length > 5 ? ", …" : ""}`,
    )
  }
  return all
}

export function writeServingHeaders(
  publicDir = path.resolve("public"),
  prefix = process.env.PATH_PREFIX ?? "",
): { pages: number; scripts: number; rules: number } {
  const files = walk(publicDir)
  const pages = files
    .filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"))
    .map((file) => ({ file, scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8")) }))
  const hashedAssets = files
    .filter((file) => !/^\/(static|chunks)\//.test(file) && !file.endsWith(".map") && isImmutablePath(file))
    .sort()
    .map((file) => prefix + file)
  const csp = { connectOrigins: connectOrigins(), scriptHashes: siteScriptHashes(pages) }
  const headers = renderBuildHeaders(hashedAssets, csp)
  const rules = countHeaderRules(headers)
  fs.writeFileSync(path.join(publicDir, "_headers"), headers)
  fs.mkdirSync(path.join(publicDir, path.dirname(nginxCspMapFile)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, nginxCspMapFile), renderNginxCspMap(csp))
  return { pages: pages.length, scripts: csp.scriptHashes.length, rules }
}
