import { graphql } from "gatsby"
import HomePage, { HomeHead } from "../components/HomePage"

export default HomePage
export const Head = HomeHead

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
