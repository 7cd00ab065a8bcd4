import { graphql } from "gatsby"
import BlogPostPage, { BlogPostHead } from "../components/BlogPostPage"

export default BlogPostPage
export const Head = BlogPostHead

export const query = graphql`
  query BlogPostPage($id: String!, $language: String!, $namespaces: [String!]!) {
    blogPost(id: { eq: $id }) {
      title
      date
      description
      readingTime
      draft
      unlisted
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
