// Diagrams (<figure> written as JSX in MDX) scroll sideways on narrow screens; a tab stop lets
// keyboard users scroll them (axe: scrollable-region-focusable). MDX leaves literal JSX tags
// out of the components mapping, so the attribute is added to the syntax tree here.
interface JsxNode {
  type: string
  name?: string | null
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: JsxNode[]
}

export default function rehypeFigureFocus() {
  return (tree: JsxNode) => {
    const visit = (node: JsxNode) => {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "figure") {
        node.attributes = node.attributes ?? []
        if (!node.attributes.some((attribute) => attribute.name === "tabIndex"))
          node.attributes.push({ type: "mdxJsxAttribute", name: "tabIndex", value: "0" })
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
