// What a built page says about itself in <head>: its canonical URL, its hreflang alternates and
// whether it asks not to be indexed. The sitemap is made from these, so it lists exactly the
// pages that declare themselves indexable and can never disagree with them.
import { parse } from "parse5"

interface Node {
  nodeName: string
  tagName?: string
  attrs?: Array<{ name: string; value: string }>
  childNodes?: Node[]
}

export interface PageHead {
  canonical: string | null
  alternates: Array<{ hreflang: string; href: string }>
  noindex: boolean
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value ?? null

function walk(node: Node, visit: (n: Node) => void) {
  visit(node)
  for (const child of node.childNodes ?? []) walk(child, visit)
}

export function readPageHead(html: string): PageHead {
  const head: PageHead = { canonical: null, alternates: [], noindex: false }
  // Only the head matters; parsing the body of every page would double the step's time.
  const end = html.indexOf("</head>")
  walk(parse(end > 0 ? html.slice(0, end + 7) : html) as unknown as Node, (node) => {
    const rel = (attr(node, "rel") ?? "").toLowerCase()
    if (node.tagName === "link" && rel === "canonical") head.canonical = attr(node, "href")
    if (node.tagName === "link" && rel === "alternate") {
      const hreflang = attr(node, "hreflang")
      const href = attr(node, "href")
      if (hreflang && href) head.alternates.push({ hreflang, href })
    }
    if (
      node.tagName === "meta" &&
      attr(node, "name")?.toLowerCase() === "robots" &&
      /noindex/i.test(attr(node, "content") ?? "")
    )
      head.noindex = true
  })
  return head
}
