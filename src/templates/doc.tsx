import { graphql } from "gatsby"

import DocItem, { DocItemHead } from "../components/DocItem"

export default DocItem
export const Head = DocItemHead

// Shared with the schema pages' template (schema-doc.tsx).
export const docFields = graphql`
  fragment DocPageFields on Doc {
    title
    description
    headings {
      depth
      value
      id
    }
    tocMinLevel
    tocMaxLevel
    hideTableOfContents
    sourcePath
    lastUpdated
    draft
    unlisted
  }
`

export const query = graphql`
  query DocPage($id: String!, $language: String!, $namespaces: [String!]!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
