import { graphql } from "gatsby"
import BlogArchivePage, { BlogArchiveHead } from "../components/BlogArchivePage"

export default BlogArchivePage
export const Head = BlogArchiveHead

export const query = graphql`
  query BlogArchivePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
