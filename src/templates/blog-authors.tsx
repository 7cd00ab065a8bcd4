import { graphql } from "gatsby"
import BlogAuthorsPage, { BlogAuthorsHead } from "../components/BlogAuthorsPage"

export default BlogAuthorsPage
export const Head = BlogAuthorsHead

export const query = graphql`
  query BlogAuthorsPage($language: String!, $namespaces: [String!]!, $authorKeys: [String!]!, $postIds: [String!]!) {
    authors: allBlogAuthor(filter: { key: { in: $authorKeys } }, sort: { position: ASC }) {
      nodes {
        ...BlogAuthorView
      }
    }
    posts: allBlogPost(filter: { id: { in: $postIds } }) {
      group(field: { authors: SELECT }) {
        fieldValue
        totalCount
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
