/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { precompressPublic } from "../precompress"

let dir: string
let cache: string
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body>${"<p>TIDAS 数据 データ process flow</p>\n".repeat(400)}</body></html>`
const files: Record<string, string | Buffer> = {
  "index.html": page("Home"),
  "docs/intro/index.html": page("Intro"),
  "app-0123456789abcdef0123.js": `(()=>{${"const a=1;function f(x){return x+a}\n".repeat(300)}})()`,
  "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: "x".repeat(2000) }),
  "small.css": "body{margin:0}",
  // Random bytes do not compress: no twin may be written for them.
  "random.txt": crypto.randomBytes(8192),
  "icon.png": Buffer.alloc(20_000, 1),
  "app.js.map": "{}".repeat(5000),
  ".nginx/csp-map.conf": "map $uri $x {}\n".repeat(500),
  ".nginx/big.json": "{}".repeat(5000),
  // Stale twins from an earlier build: one of a file that changed, one of a page that is gone.
  "index.html.br": "stale",
  "gone/index.html.gz": "stale",
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
  cache = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-cache-"))
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  fs.utimesSync(path.join(dir, "index.html"), new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"))
})

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(cache, { recursive: true, force: true })
})

const twinsIn = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.(gz|br)$/.test(name))
    .sort()

describe("precompressPublic", () => {
  it("writes gzip and brotli twins for compressible files only, replacing stale ones", async () => {
    const result = await precompressPublic(dir, cache)
    const compressible = [
      "app-0123456789abcdef0123.js",
      "docs/intro/index.html",
      "index.html",
      "page-data/app-data.json",
    ]
    expect(twinsIn(dir)).toEqual(compressible.flatMap((name) => [`${name}.br`, `${name}.gz`]).sort())
    // random.txt was a candidate but compression did not pay.
    expect(result.files).toBe(5)
    expect(result.gzipFiles).toBe(4)
    expect(result.brotliFiles).toBe(4)
    expect(result.brotliBytesSaved).toBeGreaterThan(result.gzipBytesSaved)
  })

  it("writes twins that decompress to the original, smaller and with its modification time", async () => {
    await precompressPublic(dir, cache)
    for (const name of [
      "index.html",
      "docs/intro/index.html",
      "app-0123456789abcdef0123.js",
      "page-data/app-data.json",
    ]) {
      const original = fs.readFileSync(path.join(dir, name))
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`))
      const br = fs.readFileSync(path.join(dir, `${name}.br`))
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true)
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true)
      expect(gz.length).toBeLessThan(original.length * 0.9)
      expect(br.length).toBeLessThanOrEqual(gz.length)
    }
    const mtime = fs.statSync(path.join(dir, "index.html")).mtimeMs
    expect(fs.statSync(path.join(dir, "index.html.gz")).mtimeMs).toBe(mtime)
    expect(fs.statSync(path.join(dir, "index.html.br")).mtimeMs).toBe(mtime)
  })

  it("on a rebuild, compresses only the files that changed and keeps only this build's cache", async () => {
    const first = await precompressPublic(dir, cache)
    expect(first.cached).toBe(0)
    fs.writeFileSync(path.join(dir, "index.html"), page("Changed"))
    const second = await precompressPublic(dir, cache)
    // random.txt's two attempts and three unchanged files' two twins each come from the cache.
    expect(second.cached).toBe(8)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "index.html.br"))).toString()).toContain(
      "<title>Changed</title>",
    )
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "index.html.gz"))).toString()).toContain(
      "<title>Changed</title>",
    )
    expect(twinsIn(dir)).toHaveLength(8)
    expect(fs.readdirSync(cache).sort()).toHaveLength(10)
    expect(fs.readdirSync(cache).filter((name) => name.endsWith(".partial"))).toEqual([])
  })

  it("compresses files with the same bytes once, without two writers racing for one cache entry", async () => {
    // Gatsby writes identical files under several routes. While one file's brotli twin was still
    // being stored, the next copy's gzip twin came from the cache and its brotli twin missed it:
    // two writers of one entry, and the second found its temporary file already moved away.
    const rename = fs.promises.rename
    const slowRename = jest
      .spyOn(fs.promises, "rename")
      .mockImplementation((from, to) =>
        new Promise((done) => setTimeout(done, String(to).endsWith(".br") ? 30 : 0)).then(() => rename(from, to)),
      )
    const copies = Array.from({ length: 8 }, (_, index) => `copy-${index}.html`)
    for (const copy of copies) fs.writeFileSync(path.join(dir, copy), page("Home"))
    try {
      const result = await precompressPublic(dir, cache)
      for (const copy of copies)
        expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${copy}.gz`))).toString()).toContain(
          "<title>Home</title>",
        )
      // index.html and the copies share one entry per suffix; the copies count as cache hits.
      expect(result.cached).toBe(copies.length * 2)
      expect(fs.readdirSync(cache).filter((name) => name.endsWith(".partial"))).toEqual([])
    } finally {
      slowRename.mockRestore()
    }
  })

  it("a corrupt public/ twin from an earlier build never survives, with or without the cache", async () => {
    fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js.gz"), "not gzip")
    const result = await precompressPublic(dir, null)
    expect(result.cached).toBe(0)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "app-0123456789abcdef0123.js.gz"))).toString()).toContain(
      "function f(x)",
    )
  })
})
