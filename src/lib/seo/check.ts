// The build's own check of the files it writes for machines: XML must parse, and every URL a
// sitemap or llms.txt names must be a file in the build.
import path from "node:path"
import { SaxesParser } from "saxes"

/** Null when the text is well-formed XML, else the parser's message with line and column. */
export function xmlError(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true })
  let error: string | null = null
  parser.on("error", (err) => {
    error ??= err.message
  })
  try {
    parser.write(text).close()
  } catch (err) {
    error ??= String(err instanceof Error ? err.message : err)
  }
  return error
}

/** Every <loc> and hreflang href in a sitemap. */
export function sitemapUrls(xml: string): string[] {
  const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g), ...xml.matchAll(/<xhtml:link [^>]*href="([^"]*)"/g)].map(
    (match) => unescape(match[1]),
  )
  return [...new Set(urls)]
}

/** Every Markdown link target in an llms.txt. */
export function llmsUrls(text: string): string[] {
  return [...new Set([...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]))]
}

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")

/**
 * The files in the build that could answer an absolute URL of this site (a page is
 * 'x/index.html' or 'x.html'); null when the URL is not on the site at all.
 */
export function candidateFiles(url: string, siteUrl: string, prefix: string, publicDir: string): string[] | null {
  const base = `${siteUrl}${prefix}`
  if (url !== base && !url.startsWith(`${base}/`)) return null
  const sitePath = decodeURIComponent(url.slice(base.length).replace(/[?#].*$/, "")) || "/"
  if (sitePath === "/") return [path.join(publicDir, "index.html")]
  const clean = sitePath.replace(/\/$/, "")
  return [path.join(publicDir, clean, "index.html"), path.join(publicDir, `${clean}.html`), path.join(publicDir, clean)]
}

/** URLs from `urls` that name no file of the build. */
export function missingUrls(
  urls: string[],
  siteUrl: string,
  prefix: string,
  publicDir: string,
  isFile: (file: string) => boolean,
): string[] {
  return urls.filter((url) => {
    const files = candidateFiles(url, siteUrl, prefix, publicDir)
    return !files || !files.some(isFile)
  })
}
