// Snapshots the current docs (content/docs, categories included) as a released version:
//   npm run docs:version -- 1.0.0
// The snapshot goes to content/versioned_docs/version-<v>/ and the version is added to the
// front of versions.json (newest first). The newest released version is then served at /docs,
// and the current docs move to /docs/next.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

const version = process.argv[2]
if (!version || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
  console.error("usage: npm run docs:version -- <version>   (a semantic version such as 1.0.0)")
  process.exit(64)
}
const root = process.cwd()
const versionsFile = path.join(root, "versions.json")
const versions = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, "utf8")) : []
if (versions.includes(version)) {
  console.error(`Version ${version} already exists in versions.json.`)
  process.exit(1)
}
if (["current", "next"].includes(version)) {
  console.error(`"${version}" is reserved.`)
  process.exit(64)
}
const target = path.join(root, "content", "versioned_docs", `version-${version}`)
cpSync(path.join(root, "content", "docs"), target, { recursive: true })
writeFileSync(versionsFile, `${JSON.stringify([version, ...versions], null, 2)}\n`)
console.log(
  `Docs snapshot written to ${path.relative(root, target)}; versions.json now lists ${[version, ...versions].join(", ")}.`,
)
