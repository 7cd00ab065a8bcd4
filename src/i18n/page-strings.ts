import { graphql } from "gatsby"

// The UI strings a page query selects: `locales: allLocale(filter: { language: { eq: $language },
// ns: { in: $namespaces } }) { ...PageStrings }`. gatsby-plugin-react-i18next reads `locales`
// from the page's data; the namespaces per kind of page are chosen in gatsby/page-strings.ts.
export const pageStrings = graphql`
  fragment PageStrings on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`
