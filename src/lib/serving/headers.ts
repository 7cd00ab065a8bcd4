// The one source of the response headers the site is served with: deploy/nginx.conf,
// static/_headers and the site's Content-Security-Policy written at build time all come
// from here, so nginx and static hosts cannot drift apart.
import { createHash } from "node:crypto"

/** The scheme, host and port of `host[:port]` or a URL; null when it is not one. */
export function originOf(url: string): string | null {
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).origin
  } catch {
    return null
  }
}

export interface AlgoliaBrowserConfig {
  appId: string
  /** Hosts the search client is given instead of Algolia's own. */
  hosts: string[]
  insights: boolean
  insightsHost: string | null
}

/**
 * The origins the browser's Algolia clients can call for this app, and no other app's: the
 * search client's read hosts (algoliasearch's lite client: the DSN host, then three fallbacks),
 * or the hosts the build names instead; the Insights host only when events are sent.
 */
export function algoliaOrigins({ appId, hosts, insights, insightsHost }: AlgoliaBrowserConfig): string[] {
  const app = appId.toLowerCase()
  const search = hosts.length
    ? hosts.map(originOf)
    : [
        `https://${app}-dsn.algolia.net`,
        `https://${app}-1.algolianet.com`,
        `https://${app}-2.algolianet.com`,
        `https://${app}-3.algolianet.com`,
      ]
  const events = insights ? [insightsHost ? originOf(insightsHost) : "https://insights.algolia.io"] : []
  return [...new Set([...search, ...events].filter((value): value is string => Boolean(value)))]
}

export interface CspOptions {
  /** Origins the search client may call besides the site (empty for the local index). */
  connectOrigins: string[]
  /** 'sha256-…' sources of the inline scripts the site's pages run. */
  scriptHashes: string[]
}

/**
 * Scripts: only the site's files and the exact inline scripts its pages run (the pre-paint
 * colour-mode script, the base-URL banner, Gatsby's chunk map and page bootstrap), by hash, never
 * 'unsafe-inline'. Styles keep 'unsafe-inline': Gatsby inlines the stylesheet into every page
 * and React renders style attributes, which hashes cannot cover without 'unsafe-hashes' for
 * every value; a stylesheet cannot run code.
 */
export function contentSecurityPolicy({ connectOrigins, scriptHashes }: CspOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...connectOrigins]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")
}

/** The headers every response carries, CSP aside (that one depends on the page). */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
]

/** The methods the site answers; anything else gets 405 with these in `Allow`. */
export const allowedMethods = ["GET", "HEAD"] as const

export const cacheControl = {
  /** Files whose name changes with their content: Gatsby's /static/ and hashed bundles. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data, app-data.json, search indexes: always ask whether they changed. */
  revalidate: "public, max-age=0, must-revalidate",
} as const

/**
 * Paths of hashed assets: Gatsby's /static/, the lazy chunks in /chunks/ (8 hex digits of
 * content hash, gatsby/onCreateWebpackConfig.ts), and the first-visit bundles, which webpack
 * names with 20.
 */
export const immutablePathPatterns = [
  "^/static/",
  "^/chunks/",
  "-[0-9a-f]{20}\\.(js|css)$",
  "^/styles\\.[0-9a-f]{20}\\.css$",
]

export function isImmutablePath(pathname: string): boolean {
  return immutablePathPatterns.some((pattern) => new RegExp(pattern).test(pathname))
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"])

/** 'sha256-…' of each inline script in the page that a browser would run (not JSON-LD data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ""
    if (!executableTypes.has(type)) continue
    const hash = `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}
