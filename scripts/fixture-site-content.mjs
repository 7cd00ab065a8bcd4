// Trims a copy of the site (the fixture site, scripts/build-fixture-site.sh) to the docs its
// tests visit, in every locale: the build then spends its time on what is tested. Links of the
// kept docs and of the blog posts to docs or category pages that are gone become plain text, so
// the build's link check still passes. Run in the copy's root:
//   node scripts/fixture-site-content.mjs intro faq/glossary …
import fs from "node:fs"
import path from "node:path"

const keep = new Set(process.argv.slice(2))
if (keep.size === 0) {
  console.error("usage: node scripts/fixture-site-content.mjs <doc route>…")
  process.exit(64)
}
const docsDir = path.resolve("content/docs")
const docPattern = /\.(zh-CN|en|ja)\.mdx?$/

const files = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
const routeOf = (file) => path.relative(docsDir, file).replace(docPattern, "").split(path.sep).join("/")

for (const file of files(docsDir)) if (docPattern.test(file) && !keep.has(routeOf(file))) fs.rmSync(file)
const kept = files(docsDir).filter((file) => docPattern.test(file))
const missing = [...keep].filter((route) => !kept.some((file) => routeOf(file) === route))
if (missing.length > 0) {
  console.error(`No such doc: ${missing.join(", ")}`)
  process.exit(1)
}

// A category stays while it holds a kept doc or links of its own; its generated page goes with it.
const slugs = new Set()
for (const file of files(docsDir).filter((f) => path.basename(f) === "_category_.json")) {
  const dir = path.dirname(file)
  const category = JSON.parse(fs.readFileSync(file, "utf8"))
  if (kept.some((doc) => doc.startsWith(dir + path.sep)) || (category.links ?? []).length > 0) {
    if (category.link?.slug) slugs.add(category.link.slug)
  } else {
    fs.rmSync(dir, { recursive: true })
  }
}

// Markdown links only: docs and posts link docs no other way.
const link = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\/docs\/([^)#\s]*)(#[^)\s]*)?\)/g
const posts = files(path.resolve("content/blog")).filter((file) => /\.mdx?$/.test(file))
for (const file of [...kept, ...posts]) {
  const text = fs.readFileSync(file, "utf8")
  const trimmed = text.replace(link, (whole, label, target) => {
    const route = target.replace(/\/$/, "")
    const exists = route.startsWith("category/") ? slugs.has(route.slice("category/".length)) : keep.has(route)
    return exists ? whole : label
  })
  if (trimmed !== text) fs.writeFileSync(file, trimmed)
}
console.log(`Docs kept: ${[...keep].join(", ")}; category pages: ${[...slugs].join(", ")}.`)
