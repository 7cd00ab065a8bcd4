import { graphql } from "gatsby"
import BlogPostPage, { BlogPostHead } from "../components/BlogPostPage"

export default BlogPostPage
export const Head = BlogPostHead

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      date
      description
      readingTime
      draft
      unlisted
    }
  }
`
