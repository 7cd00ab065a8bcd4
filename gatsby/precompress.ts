// Build step: writes file.gz (gzip level 9) and file.br (brotli quality 11) beside each
// compressible file in public/, so nginx (gzip_static, brotli_static) sends them as they are
// instead of compressing every response again. Runs last: any later rewrite of a file would
// leave its twins stale.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { compressionPays, isCompressible, precompressedSuffixes } from "../src/lib/serving/precompress"

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export interface PrecompressResult {
  files: number
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
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
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

export async function precompressPublic(publicDir = path.resolve("public")): Promise<PrecompressResult> {
  const started = performance.now()
  const result: PrecompressResult = { files: 0, gzipFiles: 0, brotliFiles: 0, originalBytes: 0, gzipBytesSaved: 0, brotliBytesSaved: 0, milliseconds: 0 }
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
    const compressed = await encoders[suffix](bytes)
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
  result.files = targets.length
  result.originalBytes = targets.reduce((sum, file) => sum + fs.statSync(file).size, 0)
  result.milliseconds = Math.round(performance.now() - started)
  return result
}
