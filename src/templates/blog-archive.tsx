import { graphql } from "gatsby"
import BlogArchivePage, { BlogArchiveHead } from "../components/BlogArchivePage"

export default BlogArchivePage
export const Head = BlogArchiveHead

export const query = graphql`
  query BlogArchivePage($language: String!, $namespaces: [String!]!, $postIds: [String!]!) {
    posts: allBlogPost(filter: { id: { in: $postIds } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        title
        href
        date
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
