import { graphql } from "gatsby"
import DocCategoryPage, { DocCategoryHead } from "../components/DocCategoryPage"

export default DocCategoryPage
export const Head = DocCategoryHead

export const query = graphql`
  query DocCategoryPage(
    $categoryId: String!
    $cardDocIds: [String!]!
    $versionName: String!
    $language: String!
    $namespaces: [String!]!
  ) {
    category: docCategory(id: { eq: $categoryId }) {
      label
      description
      links {
        href
        description
      }
    }
    cardDocs: allDoc(filter: { docId: { in: $cardDocIds }, locale: { eq: $language }, version: { eq: $versionName } }) {
      nodes {
        docId
        description
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
