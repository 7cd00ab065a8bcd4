// Finds internal doc links in MDX source and checks them against the routes that exist,
// so a broken link fails the build with the file and the link named.

export interface LinkCheckDoc {
  sourcePath: string
  body: string
  /** Route relative to the docs root: 'faq/glossary'. */
  route: string
  headingIds: string[]
}

export interface LinkProblem {
  sourcePath: string
  link: string
  severity: "error" | "warning"
  reason: string
}

const linkPattern = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:href|to)=["']([^"']+)["']/g

export function findLinks(body: string): string[] {
  const withoutCode = body.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, "").replace(/`[^`\n]*`/g, "")
  const links: string[] = []
  for (const match of withoutCode.matchAll(linkPattern)) links.push(match[1] ?? match[2])
  return links
}

/**
 * @param docsBase the docs route prefix used in links, '/docs'
 * @param categorySlugs slugs of generated category pages
 * @param files site paths of downloadable files ('/schemas/tidas_processes.json'), when checked
 */
export function checkDocLinks(
  docs: LinkCheckDoc[],
  categorySlugs: string[],
  docsBase = "/docs",
  files?: Set<string>,
): LinkProblem[] {
  const anchors = new Map(docs.map((doc) => [doc.route, new Set(doc.headingIds)]))
  const categories = new Set(categorySlugs)
  const problems: LinkProblem[] = []
  for (const doc of docs) {
    for (const link of findLinks(doc.body)) {
      const [target, hash] = link.split("#", 2) as [string, string | undefined]
      let route: string | null = null
      if (files && /^\/[^#?]*\.[a-z0-9]+$/i.test(target)) {
        if (!files.has(target))
          problems.push({ sourcePath: doc.sourcePath, link, severity: "error", reason: "no such file" })
        continue
      }
      if (target === "" && hash !== undefined) route = doc.route
      else if (target === docsBase || target === `${docsBase}/`) continue
      else if (target.startsWith(`${docsBase}/category/`)) {
        const slug = target.slice(`${docsBase}/category/`.length).replace(/\/$/, "")
        if (!categories.has(slug))
          problems.push({ sourcePath: doc.sourcePath, link, severity: "error", reason: "no such category page" })
        continue
      } else if (target.startsWith(`${docsBase}/`)) route = target.slice(docsBase.length + 1).replace(/\/$/, "")
      else continue
      const ids = anchors.get(route)
      if (!ids) {
        problems.push({ sourcePath: doc.sourcePath, link, severity: "error", reason: "no such doc" })
      } else if (hash && !ids.has(decodeURIComponent(hash))) {
        problems.push({ sourcePath: doc.sourcePath, link, severity: "warning", reason: "no heading with this anchor" })
      }
    }
  }
  return problems
}
