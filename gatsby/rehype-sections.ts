// Wraps each top-level h2 and what follows it, up to the next h2, in
// <section class="doc-section">. From the third section on, the stylesheet lets the browser
// skip laying out their blocks on the first load (content-visibility, global.css; drawn later by
// src/lib/first-load), which is most of a long doc's first-load work on a phone (total
// blocking time). A heading inside a JSX component stays where it is.
import { sectionClass } from "../src/lib/first-load/names"
import type { HastNode } from "./hast"

export default function rehypeSections() {
  return (tree: HastNode) => {
    const out: HastNode[] = []
    let section: HastNode | null = null
    for (const child of tree.children ?? []) {
      if (child.type === "element" && child.tagName === "h2") {
        section = { type: "element", tagName: "section", properties: { className: [sectionClass] }, children: [] }
        out.push(section)
      }
      // Imports and exports stay at the top level, where MDX expects them.
      if (section && child.type !== "mdxjsEsm") section.children!.push(child)
      else out.push(child)
    }
    tree.children = out
  }
}
