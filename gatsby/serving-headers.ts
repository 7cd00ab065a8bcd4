// Build step: hashes every page's inline scripts and writes the headers that carry them:
// public/_headers for static hosts and public/.nginx/csp-map.conf for deploy/nginx.conf.
// The hashes change with every build (Gatsby's bootstrap scripts name the page and the build),
// so they cannot live in a committed file.
import fs from "node:fs"
import path from "node:path"
import { searchConfig } from "../src/config/search"
import { algoliaOrigins, inlineScriptHashes, isImmutablePath } from "../src/lib/serving/headers"
import { renderBuildHeaders, renderNginxCspMap, type PageHeaders } from "../src/lib/serving/render"

export const nginxCspMapFile = ".nginx/csp-map.conf"

function walk(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`
    return entry.isDirectory() ? walk(path.join(dir, entry.name), relative) : [relative]
  })
}

export function routeOf(file: string): string {
  if (file === "/index.html") return "/"
  return file.replace(/\/index\.html$/, "")
}

const origin = (url: string) => {
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).origin
  } catch {
    return null
  }
}

/** Algolia's hosts, plus any host override the build was given (a proxy in front of Algolia). */
export function connectOrigins(config = searchConfig): string[] {
  if (!config.algolia) return []
  const extra = [...config.algolia.hosts, ...(config.algolia.insightsHost ? [config.algolia.insightsHost] : [])].map(origin)
  return [...new Set([...algoliaOrigins, ...extra.filter((value): value is string => Boolean(value))])]
}

export function writeServingHeaders(publicDir = path.resolve("public"), prefix = process.env.PATH_PREFIX ?? ""): { pages: number } {
  const files = walk(publicDir)
  const pages: PageHeaders[] = files
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => ({ file, route: prefix + routeOf(file), scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8")) }))
  const hashedAssets = files.filter((file) => !file.startsWith("/static/") && !file.endsWith(".map") && isImmutablePath(file)).sort().map((file) => prefix + file)
  const csp = { connectOrigins: connectOrigins() }
  fs.writeFileSync(path.join(publicDir, "_headers"), renderBuildHeaders(pages, hashedAssets, csp))
  fs.mkdirSync(path.join(publicDir, path.dirname(nginxCspMapFile)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, nginxCspMapFile), renderNginxCspMap(pages, csp))
  return { pages: pages.length }
}
