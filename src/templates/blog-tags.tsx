import { graphql } from "gatsby"
import BlogTagsPage, { BlogTagsHead } from "../components/BlogTagsPage"

export default BlogTagsPage
export const Head = BlogTagsHead

export const query = graphql`
  query BlogTagsPage($language: String!, $namespaces: [String!]!, $tagKeys: [String!]!, $postIds: [String!]!) {
    tags: allBlogTag(filter: { key: { in: $tagKeys } }) {
      nodes {
        ...BlogTagView
      }
    }
    posts: allBlogPost(filter: { id: { in: $postIds } }) {
      group(field: { tags: SELECT }) {
        fieldValue
        totalCount
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
