// Gives every heading a stable id with the same slugger the table of contents uses
// (src/lib/docs/headings.ts), so TOC links and '#' anchors always match.
import { createSlugger } from "../src/lib/docs/headings"

interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(textOf).join("")
}

export default function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createSlugger()
    const visit = (node: HastNode) => {
      if (node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "")) {
        node.properties = node.properties ?? {}
        const id = slug(textOf(node).trim())
        if (!node.properties.id) node.properties.id = id
        return
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
