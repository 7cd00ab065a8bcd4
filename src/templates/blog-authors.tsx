import { graphql } from "gatsby"
import BlogAuthorsPage, { BlogAuthorsHead } from "../components/BlogAuthorsPage"

export default BlogAuthorsPage
export const Head = BlogAuthorsHead

export const query = graphql`
  query BlogAuthorsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
