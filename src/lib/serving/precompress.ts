// Which build files get precompressed twins (.gz, .br) for nginx's gzip_static and
// brotli_static, and when a twin is worth keeping. Pure: the build step does the file work.

/** Text types nginx would otherwise compress on every request (deploy/nginx.conf gzip_types). */
export const compressibleExtensions = ["html", "js", "css", "json", "svg", "xml", "txt", "webmanifest"] as const

/** Below this, the response fits in a packet or two either way and the twin only costs disk. */
export const minCompressBytes = 1024

/** A twin must save at least this share of the original, or nginx serves the original. */
export const minSavingRatio = 0.1

export const precompressedSuffixes = [".gz", ".br"] as const

/** Whether a file (site path or file name) of this size should be precompressed. */
export function isCompressible(file: string, size: number): boolean {
  if (size <= minCompressBytes) return false
  const name = file.slice(file.lastIndexOf("/") + 1)
  // Dot files (public/.nginx/) are never served; source maps are not shipped to readers.
  if (name.startsWith(".") || file.includes("/.") || name.endsWith(".map")) return false
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : ""
  return (compressibleExtensions as readonly string[]).includes(extension)
}

/** Whether a compressed twin pays: it must be clearly smaller than the original. */
export function compressionPays(originalBytes: number, compressedBytes: number): boolean {
  return compressedBytes <= originalBytes * (1 - minSavingRatio)
}
