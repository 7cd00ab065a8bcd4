// Search configuration. With GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_SEARCH_KEY set at build
// time the site queries Algolia; otherwise it uses the local index written by the build.
// Only public, search-only values belong here: the admin key is read by the build alone.

// Literal process.env.GATSBY_* reads: the bundler replaces exactly these expressions.
const clean = (value: string | undefined): string => (value ?? "").trim()

export interface SearchConfig {
  indexName: string
  algolia: null | {
    appId: string
    apiKey: string
    /** Optional host override (comma-separated `host[:port]`), e.g. a proxy in front of Algolia. */
    hosts: string[]
    /** Send click, conversion and view events through the bundled search-insights. */
    insights: boolean
    /** Optional Insights API origin (a proxy or a test stand-in); Algolia's own host otherwise. */
    insightsHost: string | null
  }
  /** At most this many hits per lvl0 group in the modal. */
  maxResultsPerGroup: number
  /** Hits whose url matches leave the site with a full page load. */
  externalUrlRegex: string | null
  /** Path of the search page without locale; null hides the modal's 'See all' footer. */
  searchPagePath: string | null
  /** Hides recent searches and favourites. */
  disableUserPersonalization: boolean
  /** Filter results to the current locale and docs version. */
  contextualSearch: boolean
}

const appId = clean(process.env.GATSBY_ALGOLIA_APP_ID)
const apiKey = clean(process.env.GATSBY_ALGOLIA_SEARCH_KEY)

export const searchConfig: SearchConfig = {
  indexName: clean(process.env.GATSBY_ALGOLIA_INDEX_NAME) || "tidas-tiangong",
  algolia:
    appId || apiKey
      ? {
          appId,
          apiKey,
          hosts: clean(process.env.GATSBY_ALGOLIA_HOSTS)
            .split(",")
            .map((host) => host.trim())
            .filter(Boolean),
          insights: clean(process.env.GATSBY_ALGOLIA_INSIGHTS) === "true",
          insightsHost: clean(process.env.GATSBY_ALGOLIA_INSIGHTS_HOST) || null,
        }
      : null,
  maxResultsPerGroup: 5,
  externalUrlRegex: "^https?://(?!tidas\\.tiangong\\.earth)",
  searchPagePath: "search",
  disableUserPersonalization: false,
  contextualSearch: true,
}
