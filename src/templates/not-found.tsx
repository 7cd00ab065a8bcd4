import { graphql } from "gatsby"
import NotFoundPage, { NotFoundHead } from "../components/NotFoundPage"

export default NotFoundPage
export const Head = NotFoundHead

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
