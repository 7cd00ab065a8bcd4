import { graphql } from "gatsby"

import DocItem, { DocItemHead } from "../components/DocItem"

export default DocItem
export const Head = DocItemHead

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
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
  }
`
