// The page title is the page's only h1, and its sections start at h2: the table of contents
// (src/lib/docs/headings.ts) reads heading levels from how deep gatsby-plugin-mdx nests them,
// counting from the shallowest heading, so a text that starts elsewhere fails here, by name.
import type { HastNode } from "./hast"

interface File {
  path?: string
  fail(reason: string): never
}

export default function rehypeHeadingLevels() {
  return (tree: HastNode, file: File) => {
    const levels = (tree.children ?? []).flatMap((node) =>
      node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "") ? [Number(node.tagName!.slice(1))] : [],
    )
    if (levels.length === 0 || Math.min(...levels) === 2) return
    file.fail(
      `${file.path ?? "MDX"}: the text's headings start at ## (h2); the front matter title is the page's only h1, and the table of contents counts levels from h2.`,
    )
  }
}
