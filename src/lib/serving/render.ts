// Renders the headers of ./headers.ts for each server: the static-host `_headers` file
// (Netlify / Cloudflare Pages format), the header block of deploy/nginx.conf, and the CSP
// include that the build writes for nginx.
import {
  allowedMethods,
  cacheControl,
  contentSecurityPolicy,
  immutablePathPatterns,
  securityHeaders,
  type CspOptions,
} from "./headers"

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
  const lines = [
    `# ${generatedNote}`,
    "# The build adds the Content-Security-Policy, with the hashes of that build's inline scripts.",
    "/*",
  ]
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

/** nginx variable holding a header's value, empty on the second header pass of a 416. */
const onceVariable = (name: string) => `$tidas_once_${name.toLowerCase().replace(/-/g, "_")}`

/** Every header the server adds to every response: name and nginx value (a quoted string or a variable). */
function serverHeaders(): Array<[string, string]> {
  return [
    ["Cache-Control", "$tidas_cache_control"],
    ["Content-Security-Policy", "$tidas_csp"],
    ...securityHeaders.map(([name, value]): [string, string] => [name, quote(value)]),
  ]
}

/**
 * The block between the markers in deploy/nginx.conf (http level): the cache map, the Allow
 * value, and one map per header. nginx runs its header filters twice for a 416: first for the
 * file (status 200), then, after the range filter has refused the range, for the error, and
 * `add_header … always` adds every header again on that second pass. Each map is empty when
 * the status is already 416 (`volatile`: looked up again on each pass), and nginx adds no
 * header with an empty value, so each header appears once on every status.
 */
export function renderNginxHeaderBlock(): string {
  const lines = [
    `# ${generatedNote}`,
    "map $uri $tidas_cache_control {",
    `    default ${quote(cacheControl.revalidate)};`,
    ...immutablePathPatterns.map((pattern) => `    ${quote(`~${pattern}`)} ${quote(cacheControl.immutable)};`),
    "}",
    "# Allow is sent with the 405 that every other method gets (an empty value adds no header).",
    "map $request_method $tidas_allow {",
    `    default ${quote(allowedMethods.join(", "))};`,
    ...allowedMethods.map((method) => `    ${method} "";`),
    "}",
    ...serverHeaders().flatMap(([name, value]) => [
      `map $status ${onceVariable(name)} {`,
      "    volatile;",
      `    default ${value};`,
      `    416 "";`,
      "}",
    ]),
  ]
  return `${lines.join("\n")}\n`
}

/** Server-level add_header lines; `always` so error pages carry them too. */
export function renderNginxAddHeaders(): string {
  const lines = [
    `# ${generatedNote}`,
    ...serverHeaders().map(([name]) => `add_header ${name} ${onceVariable(name)} always;`),
    "add_header Allow $tidas_allow always;",
  ]
  return `${lines.join("\n")}\n`
}

/** The per-build nginx include: the site's one CSP (every page runs the same inline scripts). */
export function renderNginxCspMap(csp: CspOptions): string {
  const lines = [
    `# ${generatedNote}`,
    "map $uri $tidas_csp {",
    `    default ${quote(contentSecurityPolicy(csp))};`,
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
  const body = block
    .trimEnd()
    .split("\n")
    .map((line) => indent + line)
    .join("\n")
  return `${text.slice(0, start)}${begin}\n${body}\n${indent}${text.slice(stop)}`
}
