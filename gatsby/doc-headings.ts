// Doc.headings: every heading of a doc, read from gatsby-plugin-mdx's tableOfContents of the
// doc's Mdx node, so the table of contents and the build's anchor check see the ids rehype-slug
// gives the page (src/lib/docs/headings.ts).
import type { GatsbyNode } from "gatsby"
import { headingsFromToc, type Heading, type TocEntry } from "../src/lib/docs/headings"

type Resolve = (
  source: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: unknown,
) => Promise<TocEntry | null> | TocEntry | null
interface ResolveInfo {
  schema: { getType(name: string): { getFields(): Record<string, { resolve?: Resolve }> } }
}
interface ResolveContext {
  nodeModel: {
    getNodeById(args: { id: string; type: string }): { id: string; internal: { contentDigest: string } } | null
  }
}

// The field compiles the MDX on each call: the createPages query and each page query ask for
// the same doc, and the text does not change within a build.
const cache = new Map<string, Promise<Heading[]>>()

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Doc: {
      headings: {
        type: "[DocHeading!]!",
        resolve(source: { parent: string }, _args: unknown, context: ResolveContext, info: ResolveInfo) {
          const mdx = context.nodeModel.getNodeById({ id: source.parent, type: "Mdx" })
          if (!mdx) return []
          const key = `${mdx.id} ${mdx.internal.contentDigest}`
          if (!cache.has(key)) {
            const tableOfContents = info.schema.getType("Mdx").getFields().tableOfContents.resolve!
            cache.set(
              key,
              Promise.resolve(
                tableOfContents(mdx, { maxDepth: 6 }, context, { ...info, fieldName: "tableOfContents" }),
              ).then((toc) => headingsFromToc(toc)),
            )
          }
          return cache.get(key)
        },
      },
    },
  })
}
