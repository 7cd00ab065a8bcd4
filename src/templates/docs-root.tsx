import { graphql } from "gatsby"
import DocsRoot, { DocsRootHead } from "../components/DocsRoot"

export default DocsRoot
export const Head = DocsRootHead

export const query = graphql`
  query DocsRootPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
