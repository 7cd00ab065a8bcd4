import { graphql } from "gatsby"
import SearchPage, { SearchHead } from "../components/SearchPage"

export default SearchPage
export const Head = SearchHead

export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
