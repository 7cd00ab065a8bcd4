import { graphql } from "gatsby"
import DocCategoryPage, { DocCategoryHead } from "../components/DocCategoryPage"

export default DocCategoryPage
export const Head = DocCategoryHead

export const query = graphql`
  query DocCategoryPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
