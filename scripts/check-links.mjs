// Link check over the whole production build: every internal href (relative, root-relative or
// on the site's own URL) in every page of public/ must lead to a file of the build, and every
// #anchor to an id on the target page. Prints each broken link; exits 1 if there is any.
//   node scripts/check-links.mjs [--json FILE] [--dir public]
import fs from "node:fs"
import path from "node:path"

const args = process.argv.slice(2)
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const publicDir = path.resolve(option("--dir") ?? "public")
const siteUrl = (process.env.GATSBY_SITE_URL || "https://tidas.tiangong.earth").replace(/\/$/, "")
const prefix = process.env.PATH_PREFIX ?? ""

const entities = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#x27": "'", "#39": "'" }
const decodeEntities = (text) => text.replace(/&(amp|quot|apos|lt|gt|#x27|#39);/g, (_, name) => entities[name])

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** The build file a site path is served from, as gatsby serve and deploy/nginx.conf resolve it. */
function fileFor(sitePath) {
  const relative = sitePath.replace(/^\/+/, "")
  for (const candidate of [relative, path.join(relative, "index.html")]) {
    const full = path.join(publicDir, candidate)
    if (full.startsWith(publicDir) && fs.existsSync(full) && fs.statSync(full).isFile()) return full
  }
  return null
}

const idCache = new Map()
function idsOf(file) {
  if (!idCache.has(file)) {
    const html = fs.readFileSync(file, "utf8")
    idCache.set(file, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => decodeEntities(match[1]))))
  }
  return idCache.get(file)
}

/** null when fine, else why not. */
function check(href, pageFile) {
  if (/^javascript:/i.test(href)) return "javascript: link"
  let url
  try {
    url = new URL(href, `${siteUrl}${prefix}/${path.relative(publicDir, pageFile).split(path.sep).join("/")}`)
  } catch {
    return "not a valid URL"
  }
  if (`${url.protocol}//${url.host}` !== siteUrl) return null
  let sitePath
  try {
    sitePath = decodeURIComponent(url.pathname)
  } catch {
    return "bad percent-encoding"
  }
  if (prefix && !sitePath.startsWith(prefix)) return `outside the path prefix ${prefix}`
  sitePath = sitePath.slice(prefix.length) || "/"
  // The not-found page's language menu links the other locales' not-found pages; those
  // addresses answer with that page and status 404 by design (gatsby serve and nginx alike).
  if (/^\/(?:(?:en|ja)\/)?404$/.test(sitePath) && /(?:^|\/)404(?:\.html|\/index\.html)$/.test(pageFile)) return null
  const target = fileFor(sitePath)
  if (!target) return "no such page or file"
  if (url.hash.length > 1 && target.endsWith(".html")) {
    const id = decodeURIComponent(url.hash.slice(1))
    if (!idsOf(target).has(id)) return `no #${id} on ${sitePath}`
  }
  return null
}

const pages = walk(publicDir).filter((file) => file.endsWith(".html"))
const broken = []
let linkCount = 0
let brokenPages = 0
for (const page of pages) {
  const html = fs.readFileSync(page, "utf8")
  let pageBroken = false
  for (const match of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) {
    linkCount += 1
    const href = decodeEntities(match[1])
    const problem = check(href, page)
    if (problem) {
      pageBroken = true
      broken.push(`/${path.relative(publicDir, page)}: ${href} (${problem})`)
    }
  }
  if (pageBroken) brokenPages += 1
}

for (const line of broken) console.error(`broken link: ${line}`)
console.log(`Checked ${linkCount} links on ${pages.length} pages: ${broken.length} broken.`)
const json = option("--json")
if (json)
  fs.writeFileSync(json, JSON.stringify({ passed: pages.length - brokenPages, failed: brokenPages, broken }, null, 2))
process.exit(broken.length ? 1 : 0)
