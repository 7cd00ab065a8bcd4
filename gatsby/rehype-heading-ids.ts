// Gives every heading a stable id with the same slugger the table of contents uses
// (src/lib/docs/headings.ts), so TOC links and '#' anchors always match.
import { textOf, type HastNode } from "./hast"
import { createSlugger } from "../src/lib/docs/headings"

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
