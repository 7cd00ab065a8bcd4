// The part of gatsby-plugin-algolia's API that gatsby/algolia-index.ts uses (the package ships no types).
declare module "gatsby-plugin-algolia/gatsby-node" {
  import type { GatsbyCache, Reporter } from "gatsby"
  interface AlgoliaQuery {
    query: string
    transformer: (result: unknown) => unknown[] | Promise<unknown[]>
    indexName: string
    settings?: Record<string, unknown>
  }
  export function onPostBuild(
    args: { graphql: (query: string, variables?: unknown) => Promise<unknown>; reporter: Reporter; cache: GatsbyCache },
    options: {
      appId: string
      apiKey: string
      queries: AlgoliaQuery[]
      chunkSize?: number
      continueOnFailure?: boolean
      algoliasearchOptions?: Record<string, unknown>
    },
  ): Promise<void>
}
