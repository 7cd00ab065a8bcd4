import { graphql } from "gatsby"
import BlogListPage, { BlogListHead } from "../components/BlogListPage"

export default BlogListPage
export const Head = BlogListHead

// An empty key (the list pages) matches no tag or author.
export const query = graphql`
  query BlogListPage(
    $language: String!
    $namespaces: [String!]!
    $postIds: [String!]!
    $tagKey: String = ""
    $authorKey: String = ""
  ) {
    posts: allBlogPost(filter: { id: { in: $postIds } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        id
        ...BlogPostCard
      }
    }
    tag: blogTag(key: { eq: $tagKey }) {
      ...BlogTagView
    }
    author: blogAuthor(key: { eq: $authorKey }) {
      ...BlogAuthorView
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
