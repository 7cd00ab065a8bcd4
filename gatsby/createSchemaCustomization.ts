import type { GatsbyNode } from "gatsby"

// Explicit types: a typo in front matter or a missing field fails loudly instead of
// silently changing what GraphQL infers.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "A heading of a doc; Doc.headings is resolved from the Mdx node's tableOfContents (gatsby/doc-headings.ts)."
    type DocHeading {
      depth: Int!
      value: String!
      id: String!
    }

    type Doc implements Node @dontInfer {
      docId: String!
      locale: String!
      version: String!
      title: String!
      description: String
      sidebarLabel: String
      sidebarPosition: Float
      "Path relative to the version's docs root, e.g. 'faq/glossary'."
      route: String!
      draft: Boolean!
      unlisted: Boolean!
      tags: [String!]!
      tocMinLevel: Int!
      tocMaxLevel: Int!
      hideTableOfContents: Boolean!
      "Path of the source file inside this repository."
      sourcePath: String!
      contentFilePath: String!
      lastUpdated: Date @dateformat
      body: String!
    }

    type BlogPost implements Node @dontInfer {
      slug: String!
      locale: String!
      title: String!
      "YYYY-MM-DD"
      date: String!
      description: String!
      "Path of the post's page, with the locale prefix."
      href: String!
      "Author ids, as in content/blog/authors.json."
      authors: [String!]!
      "Tag ids, as in content/blog/tags.json."
      tags: [String!]!
      authorKeys: [String!]!
      tagKeys: [String!]!
      "The authors, resolved for the post's locale."
      authorEntries: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
      "The tags, resolved for the post's locale."
      tagEntries: [BlogTag!]! @link(by: "key", from: "tagKeys")
      image: String
      draft: Boolean!
      unlisted: Boolean!
      "Minutes, CJK text counted by characters."
      readingTime: Int!
      excerpt: [String!]!
      truncated: Boolean!
      sourcePath: String!
      contentFilePath: String!
      body: String!
    }

    "An author of content/blog/authors.json, in one locale."
    type BlogAuthor implements Node @dontInfer {
      "'<locale>/<authorId>'"
      key: String!
      authorId: String!
      locale: String!
      "Order of authors.json, which the authors page keeps."
      position: Int!
      name: String!
      title: String!
      url: String
      imageUrl: String
      "Path of the author's page."
      href: String!
    }

    "A tag of content/blog/tags.json, in one locale."
    type BlogTag implements Node @dontInfer {
      "'<locale>/<tagId>'"
      key: String!
      tagId: String!
      locale: String!
      label: String!
      description: String
      "Path of the tag's page."
      href: String!
    }

    type DocCategoryLink {
      position: Float
      href: String!
      label: JSON!
      description: JSON
    }

    type DocCategory implements Node @dontInfer {
      version: String!
      dirPath: String!
      label: JSON!
      position: Float
      collapsible: Boolean!
      collapsed: Boolean!
      slug: String
      description: JSON
      links: [DocCategoryLink!]!
    }
  `)
}
