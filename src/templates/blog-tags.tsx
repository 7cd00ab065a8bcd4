import { graphql } from "gatsby"
import BlogTagsPage, { BlogTagsHead } from "../components/BlogTagsPage"

export default BlogTagsPage
export const Head = BlogTagsHead

export const query = graphql`
  query BlogTagsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
