// Plain-text views of a post, read from its Markdown tree: reading time and the list excerpt.
import type { Content, Root } from "mdast"
import remarkGfm from "remark-gfm"
import remarkMdx from "remark-mdx"
import remarkParse from "remark-parse"
import { unified } from "unified"

type Node = Root | Content

/** The post's body (no front matter) as the MDX compiler reads it. */
export function parsePost(mdx: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(mdx)
}

// Blocks whose parts are separate runs of text; inside the others, text runs on.
const blockContainers = new Set([
  "root",
  "blockquote",
  "list",
  "listItem",
  "table",
  "tableRow",
  "footnoteDefinition",
  "mdxJsxFlowElement",
])

/**
 * Text a reader reads: no code blocks, imports and exports, `{…}` expressions (comments
 * included), SVG drawings or link targets; images count by their alt text.
 */
export function plainText(node: Node): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value
    case "image":
      return node.alt ?? ""
    case "break":
      return " "
    case "code":
    case "html":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
    case "definition":
    case "yaml":
      return ""
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      if (node.name === "svg") return " "
  }
  if (!("children" in node)) return ""
  const parts = (node.children as Node[]).map(plainText)
  return blockContainers.has(node.type) ? parts.join(" ") : parts.join("")
}

const cjkPattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g

/**
 * Minutes to read. Chinese and Japanese are counted by characters (no spaces between words),
 * other text by words: about 400 characters or 200 words a minute. The reading-time package
 * counts each Chinese or Japanese character as a whole word at the English pace, which
 * overstates the time for our zh-CN and ja readers.
 */
export function readingTime(tree: Root): number {
  const text = plainText(tree)
  const cjk = (text.match(cjkPattern) ?? []).length
  const words = text
    .replace(cjkPattern, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(cjk / 400 + words / 200))
}

/** The excerpt ends at a `{/* truncate *\/}` comment of its own. */
const isTruncateMarker = (node: Content) =>
  node.type === "mdxFlowExpression" && /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value)

// Prose a list card can show; headings, code, tables and components stay on the post's page.
const proseBlocks = new Set(["paragraph", "blockquote", "list"])

/** Paragraphs before the truncate marker (or the first paragraph), as plain text. */
export function excerpt(tree: Root): { paragraphs: string[]; truncated: boolean } {
  const marker = tree.children.findIndex(isTruncateMarker)
  const head = marker === -1 ? tree.children : tree.children.slice(0, marker)
  const paragraphs = head
    .filter((node) => proseBlocks.has(node.type))
    .map((node) => plainText(node).replace(/\s+/g, " ").trim())
    .filter(Boolean)
  return {
    paragraphs: marker === -1 ? paragraphs.slice(0, 1) : paragraphs,
    truncated: marker !== -1 || paragraphs.length > 1,
  }
}
