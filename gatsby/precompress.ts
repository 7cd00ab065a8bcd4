// Build step: writes file.gz (gzip level 9) and file.br (brotli quality 10) beside each
// compressible file in public/, so nginx (gzip_static, brotli_static) sends them as they are
// instead of compressing every response again. Runs last: any later rewrite of a file would
// leave its twins stale.
// Brotli quality 10, not 11: 11 took about three times as long here for files some 2% smaller,
// and a clean build (CI) pays for every file. Each twin is also kept in a cache by the hash of
// its original: a rebuild compresses only the files whose bytes changed.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { compressionPays, isCompressible, precompressedSuffixes } from "../src/lib/serving/precompress"

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Outside public/ and .cache/ (which gatsby clean and config changes wipe); node_modules/.cache is the usual place. */
export const defaultCacheDir = path.resolve("node_modules/.cache/tidas-precompress")
// Part of every cache key: change it when the settings below change.
const settings = "gzip9-br11-text"

export interface PrecompressResult {
  files: number
  /** Twins taken from the cache rather than compressed again. */
  cached: number
  gzipFiles: number
  brotliFiles: number
  originalBytes: number
  gzipBytesSaved: number
  brotliBytesSaved: number
  milliseconds: number
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const encoders = {
  ".gz": (bytes: Buffer) => gzip(bytes, { level: 9 }),
  ".br": (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
} as const

/** Runs the tasks with at most `limit` in flight (zlib's async calls run on libuv's thread pool). */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

interface TwinCache {
  dir: string
  /** Keys of this build's twins: every other entry is removed at the end. */
  used: Set<string>
  /**
   * Compressions under way, by key. Files with the same bytes (public/ has many) share one, so two
   * jobs never write the same entry at once.
   */
  inFlight: Map<string, Promise<Buffer>>
}

/** The twin's bytes, from the cache when these exact bytes were compressed before. */
function compress(
  bytes: Buffer,
  suffix: keyof typeof encoders,
  cache: TwinCache | null,
  hit: () => void,
): Promise<Buffer> {
  if (!cache) return encoders[suffix](bytes)
  const key = `${crypto.createHash("sha256").update(settings).update(bytes).digest("hex")}${suffix}`
  cache.used.add(key)
  const pending = cache.inFlight.get(key)
  if (pending) {
    hit()
    return pending
  }
  const cached = path.join(cache.dir, key)
  const twin = fs.promises
    .readFile(cached)
    .then(
      (found) => {
        hit()
        return found
      },
      async () => {
        const fresh = await encoders[suffix](bytes)
        // Written aside and renamed: a build stopped mid-write must not leave a truncated twin.
        const partial = `${cached}.${process.pid}.partial`
        await fs.promises.writeFile(partial, fresh)
        await fs.promises.rename(partial, cached)
        return fresh
      },
    )
    .finally(() => cache.inFlight.delete(key))
  cache.inFlight.set(key, twin)
  return twin
}

export async function precompressPublic(
  publicDir = path.resolve("public"),
  cacheDir: string | null = defaultCacheDir,
): Promise<PrecompressResult> {
  const started = performance.now()
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true })
  const cache: TwinCache | null = cacheDir ? { dir: cacheDir, used: new Set(), inFlight: new Map() } : null
  const result: PrecompressResult = {
    files: 0,
    cached: 0,
    gzipFiles: 0,
    brotliFiles: 0,
    originalBytes: 0,
    gzipBytesSaved: 0,
    brotliBytesSaved: 0,
    milliseconds: 0,
  }
  const all = walk(publicDir)
  const existing = new Set(all)
  // Gatsby keeps public/ between builds: twins of files that changed or are gone must not
  // survive. A twin is a .gz/.br whose name minus the suffix is a text file we would compress.
  const sitePath = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`
  const isTwin = (file: string) => {
    const suffix = precompressedSuffixes.find((end) => file.endsWith(end))
    if (!suffix) return false
    const source = file.slice(0, -suffix.length)
    return existing.has(source) || isCompressible(sitePath(source), Infinity)
  }
  const twins = new Set(all.filter(isTwin))
  for (const file of twins) fs.rmSync(file)
  const targets = all.filter((file) => !twins.has(file) && isCompressible(sitePath(file), fs.statSync(file).size))
  const jobs = targets.flatMap((file) => precompressedSuffixes.map((suffix) => ({ file, suffix })))
  // The thread pool has 4 threads by default; more in flight would only queue.
  await pool(jobs, Math.max(2, Math.min(4, os.availableParallelism())), async ({ file, suffix }) => {
    const bytes = await fs.promises.readFile(file)
    const compressed = await compress(bytes, suffix, cache, () => (result.cached += 1))
    if (!compressionPays(bytes.length, compressed.length)) return
    const twin = `${file}${suffix}`
    await fs.promises.writeFile(twin, compressed)
    // nginx's validators (Last-Modified) then agree whichever file it sends.
    const { atime, mtime } = await fs.promises.stat(file)
    await fs.promises.utimes(twin, atime, mtime)
    if (suffix === ".gz") {
      result.gzipFiles += 1
      result.gzipBytesSaved += bytes.length - compressed.length
    } else {
      result.brotliFiles += 1
      result.brotliBytesSaved += bytes.length - compressed.length
    }
  })
  // Only this build's twins stay cached, so the cache never outgrows one build.
  if (cache)
    for (const name of fs.readdirSync(cache.dir))
      if (!cache.used.has(name)) fs.rmSync(path.join(cache.dir, name), { force: true })
  result.files = targets.length
  result.originalBytes = targets.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  result.milliseconds = Math.round(performance.now() - started)
  return result
}
