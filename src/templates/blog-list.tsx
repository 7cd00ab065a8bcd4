import { graphql } from "gatsby"
import BlogListPage, { BlogListHead } from "../components/BlogListPage"

export default BlogListPage
export const Head = BlogListHead

export const query = graphql`
  query BlogListPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
