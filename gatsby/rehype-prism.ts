// Highlights fenced code at build time with Prism, so pages ship coloured code without any
// highlighter JavaScript. Token colours come from CSS custom properties (light and dark themes).
import { textOf, type HastNode } from "./hast"
import Prism from "prismjs"
import loadLanguages from "prismjs/components/index"
import { parseCodeMeta } from "../src/lib/docs/code-meta"

loadLanguages(["json", "bash", "python", "typescript", "markup", "yaml", "javascript", "jsx", "tsx"])

const aliases: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  xml: "markup",
  html: "markup",
  yml: "yaml",
  ts: "typescript",
  js: "javascript",
  py: "python",
}

type Piece = { text: string; classes: string[] }

function flatten(tokens: Array<string | Prism.Token>, classes: string[] = []): Piece[] {
  const out: Piece[] = []
  for (const token of tokens) {
    if (typeof token === "string") {
      out.push({ text: token, classes })
      continue
    }
    const own = ["token", token.type, ...(token.alias ? [token.alias].flat() : [])]
    const inner = token.content
    const nested = typeof inner === "string" ? [inner] : Array.isArray(inner) ? inner : [inner]
    out.push(...flatten(nested as Array<string | Prism.Token>, [...classes, ...own]))
  }
  return out
}

function toLines(pieces: Piece[]): Piece[][] {
  const lines: Piece[][] = [[]]
  for (const piece of pieces) {
    const parts = piece.text.split("\n")
    parts.forEach((part, index) => {
      if (index > 0) lines.push([])
      if (part) lines[lines.length - 1].push({ text: part, classes: piece.classes })
    })
  }
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop()
  return lines
}

export default function rehypePrism() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "pre") {
        const code = node.children?.find((child) => child.type === "element" && child.tagName === "code")
        if (code) highlight(node, code)
        return
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}

function highlight(pre: HastNode, code: HastNode) {
  const classNames = ([] as unknown[]).concat(code.properties?.className ?? []).map(String)
  const declared = classNames.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? "text"
  const language = aliases[declared] ?? declared
  const grammar = Prism.languages[language]
  const source = textOf(code).replace(/\n$/, "")
  const meta = parseCodeMeta(code.data?.meta ?? (code.properties?.metastring as string | undefined))
  const pieces: Piece[] = grammar ? flatten(Prism.tokenize(source, grammar)) : [{ text: source, classes: [] }]

  code.children = toLines(pieces).map((line, index) => ({
    type: "element",
    tagName: "span",
    properties: {
      className: ["code-line"],
      ...(meta.highlightLines.has(index + 1) ? { "data-highlighted": "true" } : {}),
    },
    children: [
      ...line.map((piece): HastNode =>
        piece.classes.length
          ? {
              type: "element",
              tagName: "span",
              properties: { className: piece.classes },
              children: [{ type: "text", value: piece.text }],
            }
          : { type: "text", value: piece.text },
      ),
      { type: "text", value: "\n" },
    ],
  }))
  pre.properties = {
    ...pre.properties,
    "data-language": declared,
    ...(meta.title ? { "data-title": meta.title } : {}),
  }
}
