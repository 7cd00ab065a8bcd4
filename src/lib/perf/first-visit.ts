// What a first visit to a built page loads, read from the build output alone: the scripts and
// stylesheets its HTML names, plus the page component's chunk group (the runtime fetches it
// right after page-data.json, before the page becomes interactive).
import { appScriptsAttribute } from "../first-load/app-scripts"

export interface ChunkGroups {
  /** webpack.stats.json: assets of every named chunk group. */
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null

/** Same-site script and stylesheet URLs named by the HTML, in order, without duplicates. */
export function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    // The app's scripts, which an inline loader starts after the first paint, are listed in its attribute.
    const sources = [attr(tag, "src"), ...(attr(tag, appScriptsAttribute)?.split(" ") ?? [])]
    for (const src of sources) if (src && !/^(?:[a-z]+:)?\/\//i.test(src)) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel") ?? ""
    const href = attr(tag, "href")
    if (!href || /^(?:[a-z]+:)?\/\//i.test(href)) continue
    if (rel === "stylesheet") styles.add(href)
    if (rel === "preload" && attr(tag, "as") === "script") scripts.add(href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

/** The files of a page component's chunk group (CSS is inlined into the HTML by Gatsby). */
export function componentAssets(
  stats: ChunkGroups,
  componentChunkName: string,
): { scripts: string[]; styles: string[] } {
  const assets = stats.namedChunkGroups[componentChunkName]?.assets.map((asset) => `/${asset.name}`) ?? []
  return {
    scripts: assets.filter((name) => name.endsWith(".js")),
    styles: assets.filter((name) => name.endsWith(".css")),
  }
}

/** Strips the deployment prefix so an asset URL names a file under public/. */
export function assetFile(url: string, prefix: string): string {
  const clean = url.split(/[?#]/)[0]
  return prefix && clean.startsWith(`${prefix}/`) ? clean.slice(prefix.length) : clean
}

export interface PageBudget {
  /** Maximum first-visit JavaScript, gzip, in KB (1 KB = 1000 bytes). */
  jsGzipKB: number
  /** Maximum HTML document, gzip, in KB (it carries the inlined CSS). */
  htmlGzipKB: number
}

export interface Measured {
  jsGzip: number
  htmlGzip: number
}

/** Lines naming every figure over its budget; empty when the page fits. */
export function overBudget(pageType: string, path: string, measured: Measured, budget: PageBudget): string[] {
  const problems: string[] = []
  if (measured.jsGzip > budget.jsGzipKB * 1000)
    problems.push(
      `${pageType} ${path}: JavaScript ${kb(measured.jsGzip)} KB gzip is over its budget of ${budget.jsGzipKB} KB`,
    )
  if (measured.htmlGzip > budget.htmlGzipKB * 1000)
    problems.push(
      `${pageType} ${path}: HTML ${kb(measured.htmlGzip)} KB gzip is over its budget of ${budget.htmlGzipKB} KB`,
    )
  return problems
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
