// Files webpack and Gatsby write into public/ that are for the build, not for readers: source
// maps (their `sources` name the build machine's folders), Gatsby's webpack.stats.json and
// chunk-map.json (module paths and chunk names; the pages inline what the browser needs of
// them). The build moves them out of public/ (gatsby/build-internals.ts), so no static host
// publishes them, and deploy/nginx.conf answers 404 for their names as well.
import path from "node:path"

/** Whether a file of the build (site path, '/app-….js.map') is a build internal. */
export function isBuildInternal(sitePath: string): boolean {
  return /\.map$/i.test(sitePath) || /^\/(?:webpack\.stats|chunk-map)\.json$/.test(sitePath)
}

/** Where the build keeps them: Gatsby's .cache beside public/, which is never served. */
export function buildInternalsDir(publicDir: string): string {
  return path.join(path.dirname(path.resolve(publicDir)), ".cache", "build-internals")
}
