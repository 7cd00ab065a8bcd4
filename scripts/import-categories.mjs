#!/usr/bin/env node
// Re-imports the classification lists (tidas_*_category.json) from the tiangong-lca/tidas
// repository into content/schemas/categories/, byte for byte, and records where they came from
// (SOURCE.json: repository, commit, date and each file's git blob id). The reading aids in
// content/schemas/categories/i18n/ are ours and are not touched; `npx jest categories` then
// tells which codes they no longer match.
//
// Usage: node scripts/import-categories.mjs <tidas checkout or its .git directory>
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const source = process.argv[2]
if (!source) {
  console.error("Usage: node scripts/import-categories.mjs <tidas checkout or git directory>")
  process.exit(1)
}
const gitDir = fs.existsSync(path.join(source, ".git")) ? path.join(source, ".git") : source
const git = (...args) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 })
const text = (...args) =>
  git(...args)
    .toString("utf8")
    .trim()

const commit = text("rev-parse", "HEAD")
const date = text("log", "-1", "--format=%cI", commit)
const listing = text("ls-tree", commit, "static/schemas/")
  .split("\n")
  .map((line) => line.match(/^\d+ blob ([0-9a-f]{40})\t(.+)$/))
  .filter((match) => match && /_category\.json$/.test(match[2]))
if (listing.length === 0) {
  console.error(`${source}: no static/schemas/*_category.json at ${commit}`)
  process.exit(1)
}

const target = path.resolve("content/schemas/categories")
fs.mkdirSync(target, { recursive: true })
const files = {}
for (const [, blob, file] of listing) {
  const name = path.basename(file)
  fs.writeFileSync(path.join(target, name), git("show", `${commit}:${file}`))
  files[name] = blob
}
fs.writeFileSync(path.join(target, "LICENSE"), git("show", `${commit}:LICENSE`))
const record = {
  repository: "https://github.com/tiangong-lca/tidas",
  path: "static/schemas",
  commit,
  date,
  license: "MIT",
  files,
}
fs.writeFileSync(path.join(target, "SOURCE.json"), `${JSON.stringify(record, null, 2)}\n`)
console.log(`Imported ${listing.length} category files from tiangong-lca/tidas at ${commit.slice(0, 7)} (${date}).`)
