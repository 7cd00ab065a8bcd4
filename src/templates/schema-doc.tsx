// The json-schema-* pages: a doc with the schema explorer after its text. A template of their
// own keeps the explorer's code out of every other doc page's JavaScript.
import React from "react"
import { graphql, type PageProps } from "gatsby"
import DeferredHydration from "../components/DeferredHydration"
import DocItem, { DocItemHead, type DocData, type DocPageContext } from "../components/DocItem"
import SchemaExplorer, { explorerToc } from "../components/SchemaExplorer"
import { classificationToc } from "../lib/classes/page-data"
import { pageTranslator } from "../i18n/translator"

// The classification section is server-rendered, but its code is a chunk of its own: the page's
// first load carries none of it, and the section hydrates (deferred, below) once it arrives.
const ClassificationSection = React.lazy(
  () => import(/* webpackChunkName: "class-section" */ "../components/ClassificationSection"),
)

export default function SchemaDoc(props: PageProps<DocData, DocPageContext>) {
  const explorer = props.pageContext.schemaExplorer
  const classes = props.pageContext.classifications
  if (!explorer) return <DocItem {...props} />
  const t = pageTranslator(props.pageContext.locale, props.data)
  return (
    <DocItem
      {...props}
      // Keyed by page: client-side navigation between schema pages must start a fresh tree.
      after={
        <>
          <DeferredHydration key={props.location.pathname}>
            <SchemaExplorer data={explorer} />
          </DeferredHydration>
          {classes && (
            <DeferredHydration key={`${props.location.pathname}#classes`}>
              <ClassificationSection
                data={classes}
                pagePath={
                  (props.pageContext as { i18n?: { originalPath?: string } }).i18n?.originalPath ??
                  props.location.pathname
                }
              />
            </DeferredHydration>
          )}
        </>
      }
      afterToc={[
        ...explorerToc(explorer, t("schema.explorer.title")),
        ...(classes ? classificationToc(classes, t("schema.classes.title")) : []),
      ]}
    />
  )
}

export const Head = DocItemHead

export const query = graphql`
  query SchemaDocPage($id: String!, $language: String!, $namespaces: [String!]!) {
    doc(id: { eq: $id }) {
      ...DocPageFields
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageStrings
    }
  }
`
