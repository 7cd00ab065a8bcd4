import { graphql } from "gatsby"
import BlogPostPage, { BlogPostHead } from "../components/BlogPostPage"

export default BlogPostPage
export const Head = BlogPostHead

// An empty neighbour id (the newest or oldest post) matches no post.
export const query = graphql`
  query BlogPostPage($id: String!, $newerId: String!, $olderId: String!, $language: String!, $namespaces: [String!]!) {
    blogPost(id: { eq: $id }) {
      title
      date
      description
      readingTime
      draft
      unlisted
      authors: authorEntries {
        ...BlogAuthorView
      }
      tags: tagEntries {
        ...BlogTagView
      }
    }
    newer: blogPost(id: { eq: $newerId }) {
      label: title
      href
    }
    older: blogPost(id: { eq: $olderId }) {
      label: title
      href
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
