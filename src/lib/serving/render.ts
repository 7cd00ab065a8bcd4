// Renders the headers of ./headers.ts for each server: the static-host `_headers` file
// (Netlify / Cloudflare Pages format), the header block of deploy/nginx.conf, and the per-page
// CSP map that the build writes for nginx.
import { cacheControl, contentSecurityPolicy, immutablePathPatterns, securityHeaders, type CspOptions } from "./headers"

export interface PageHeaders {
  /** The file's path under the build, e.g. "/docs/intro/index.html". */
  file: string
  /** The address it is served at, e.g. "/docs/intro" ("/" for the home page). */
  route: string
  scriptHashes: string[]
}

export const generatedNote = "Generated from src/lib/serving/headers.ts (npm run serving:headers); do not edit by hand."

/**
 * static/_headers: security headers everywhere and caching by path. A header set by two
 * matching rules is joined into one value by these hosts, so Cache-Control and the CSP
 * appear in exactly one rule per path: the CSP only in the per-page rules the build appends.
 */
export function renderStaticHeaders(): string {
  const lines = [`# ${generatedNote}`, "# The build appends one rule per page with that page's Content-Security-Policy.", "/*"]
  for (const [name, value] of securityHeaders) lines.push(`  ${name}: ${value}`)
  lines.push("/static/*", `  Cache-Control: ${cacheControl.immutable}`)
  for (const dir of ["/page-data/*", "/search-index/*"]) lines.push(dir, `  Cache-Control: ${cacheControl.revalidate}`)
  return `${lines.join("\n")}\n`
}

/** The build's public/_headers: the static rules, then one per hashed bundle and per page. */
export function renderBuildHeaders(pages: PageHeaders[], hashedAssets: string[], csp: Omit<CspOptions, "scriptHashes">): string {
  const lines = [renderStaticHeaders().trimEnd()]
  for (const asset of hashedAssets) lines.push(asset, `  Cache-Control: ${cacheControl.immutable}`)
  for (const page of pages) {
    lines.push(page.route, `  Cache-Control: ${cacheControl.revalidate}`, `  Content-Security-Policy: ${contentSecurityPolicy({ ...csp, scriptHashes: page.scriptHashes })}`)
  }
  return `${lines.join("\n")}\n`
}

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`

/** The block between the markers in deploy/nginx.conf (http level: maps, then server-wide headers). */
export function renderNginxHeaderBlock(): string {
  const lines = [
    `# ${generatedNote}`,
    "map $uri $tidas_cache_control {",
    `    default ${quote(cacheControl.revalidate)};`,
    ...immutablePathPatterns.map((pattern) => `    ${quote(`~${pattern}`)} ${quote(cacheControl.immutable)};`),
    "}",
  ]
  return `${lines.join("\n")}\n`
}

/** Server-level add_header lines; `always` so error pages carry them too. */
export function renderNginxAddHeaders(): string {
  const lines = [
    `# ${generatedNote}`,
    "add_header Cache-Control $tidas_cache_control always;",
    "add_header Content-Security-Policy $tidas_csp always;",
    ...securityHeaders.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  ]
  return `${lines.join("\n")}\n`
}

/** The per-build map from the served file to its CSP; anything else (JSON, SVG…) gets no inline scripts. */
export function renderNginxCspMap(pages: PageHeaders[], csp: Omit<CspOptions, "scriptHashes">): string {
  const lines = [
    `# ${generatedNote}`,
    "map $uri $tidas_csp {",
    `    default ${quote(contentSecurityPolicy({ ...csp, scriptHashes: [] }))};`,
    ...pages.map((page) => `    ${quote(page.file)} ${quote(contentSecurityPolicy({ ...csp, scriptHashes: page.scriptHashes }))};`),
    "}",
  ]
  return `${lines.join("\n")}\n`
}

const markers = (name: string) => [`# BEGIN generated ${name}`, `# END generated ${name}`] as const

/** Replaces the text between `# BEGIN generated NAME` and `# END generated NAME`, keeping the indentation. */
export function replaceGeneratedBlock(text: string, name: string, block: string): string {
  const [begin, end] = markers(name)
  const start = text.indexOf(begin)
  const stop = text.indexOf(end)
  if (start < 0 || stop < start) throw new Error(`The markers "${begin}" and "${end}" are missing`)
  const lineStart = text.lastIndexOf("\n", start) + 1
  const indent = text.slice(lineStart, start)
  const body = block.trimEnd().split("\n").map((line) => indent + line).join("\n")
  return `${text.slice(0, start)}${begin}\n${body}\n${indent}${text.slice(stop)}`
}
