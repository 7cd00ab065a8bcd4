// Renders the headers of ./headers.ts for each server: the static-host `_headers` file
// (Netlify / Cloudflare Pages format), the header block of deploy/nginx.conf, and the CSP
// include that the build writes for nginx.
import { cacheControl, contentSecurityPolicy, immutablePathPatterns, securityHeaders, type CspOptions } from "./headers"

export const generatedNote = "Generated from src/lib/serving/headers.ts (npm run serving:headers); do not edit by hand."

/** Cloudflare Pages reads at most this many `_headers` rules and ignores the rest. */
export const staticHostRuleLimit = 100

/**
 * static/_headers: security headers everywhere and caching by path. A header set by two
 * matching rules is joined into one value by these hosts, so Cache-Control appears in exactly
 * one rule per path. The committed file has no CSP: its script hashes change with every build,
 * and the build's copy (renderBuildHeaders) adds it to the site-wide rule.
 */
export function renderStaticHeaders(csp?: CspOptions): string {
  const lines = [`# ${generatedNote}`, "# The build adds the Content-Security-Policy, with the hashes of that build's inline scripts.", "/*"]
  for (const [name, value] of securityHeaders) lines.push(`  ${name}: ${value}`)
  if (csp) lines.push(`  Content-Security-Policy: ${contentSecurityPolicy(csp)}`)
  for (const dir of ["/static/*", "/chunks/*"]) lines.push(dir, `  Cache-Control: ${cacheControl.immutable}`)
  for (const dir of ["/page-data/*", "/search-index/*"]) lines.push(dir, `  Cache-Control: ${cacheControl.revalidate}`)
  return `${lines.join("\n")}\n`
}

/** The build's public/_headers: the static rules with the site's CSP, then one rule per hashed bundle outside those folders. */
export function renderBuildHeaders(hashedAssets: string[], csp: CspOptions): string {
  const lines = [renderStaticHeaders(csp).trimEnd()]
  for (const asset of hashedAssets) lines.push(asset, `  Cache-Control: ${cacheControl.immutable}`)
  return `${lines.join("\n")}\n`
}

/** How many rules a `_headers` file has: every line that starts a path. */
export function countHeaderRules(headers: string): number {
  return headers.split("\n").filter((line) => line.startsWith("/")).length
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

/** The per-build nginx include: the site's one CSP (every page runs the same inline scripts). */
export function renderNginxCspMap(csp: CspOptions): string {
  const lines = [`# ${generatedNote}`, "map $uri $tidas_csp {", `    default ${quote(contentSecurityPolicy(csp))};`, "}"]
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
