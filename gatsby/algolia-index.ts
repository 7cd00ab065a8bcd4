// The Algolia sink of the build's search step. gatsby-plugin-algolia does the indexing (partial
// updates keyed on `internal.contentDigest`, stale records deleted, settings applied), but it is
// run from the site's own onPostBuild with the records the local index was just written from,
// rather than listed in gatsby-config: a listed plugin runs its onPostBuild before the site's, so it
// would read the HTML before the NUL clean-up, and its failures would not name the index.
import { createHash } from "node:crypto"
import type { GatsbyCache, Reporter } from "gatsby"
import { onPostBuild as algoliaOnPostBuild } from "gatsby-plugin-algolia/gatsby-node"
import { hostAddress } from "../src/lib/search/hosts"
import type { SearchRecord } from "../src/lib/search/types"
import { algoliaIndexSettings } from "./search-index"

export type AlgoliaRecord = SearchRecord & { internal: { contentDigest: string } }

/**
 * Each record with a digest of its content: the plugin re-sends a record only when its digest
 * changed, and deletes the records it manages (those with a digest) that the build no longer has.
 */
export function withContentDigest(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => ({
    ...record,
    internal: { contentDigest: createHash("sha256").update(JSON.stringify(record)).digest("hex") },
  }))
}

export interface AlgoliaIndexing {
  appId: string
  adminKey: string
  indexName: string
  /** Hosts to use instead of Algolia's own, in order (proxies, the tests' stand-in). */
  hosts: string[]
  /** ALGOLIA_CONTINUE_ON_FAILURE=true: a failure to index is a warning, not a failed build. */
  continueOnFailure: boolean
}

/** The indexing settings from the environment, or null when the admin credentials are not set. */
export function algoliaIndexing(env: NodeJS.ProcessEnv = process.env): AlgoliaIndexing | null {
  const appId = env.ALGOLIA_APP_ID?.trim()
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim()
  if (!appId || !adminKey) return null
  return {
    appId,
    adminKey,
    indexName: env.ALGOLIA_INDEX_NAME?.trim() || "tidas-tiangong",
    hosts: (env.ALGOLIA_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim())
      .filter(Boolean),
    continueOnFailure: env.ALGOLIA_CONTINUE_ON_FAILURE?.trim() === "true",
  }
}

class IndexingFailure extends Error {}

interface TransporterTry {
  host?: { url?: string }
  response?: { status?: number; isTimedOut?: boolean }
}

function describe(error: unknown): string {
  if (error instanceof IndexingFailure) return error.message
  if (error && typeof error === "object") {
    const { status, message, transporterStackTrace } = error as {
      status?: number
      message?: string
      transporterStackTrace?: TransporterTry[]
    }
    // An unreachable-hosts error says why each host failed: refused, timed out or an HTTP status.
    const tries = (transporterStackTrace ?? []).map(
      (entry) =>
        `${entry.host?.url ?? "?"} ${entry.response?.isTimedOut ? "timed out" : entry.response?.status ? `HTTP ${entry.response.status}` : "no response"}`,
    )
    if (message) return `${status ? `HTTP ${status}: ` : ""}${message}${tries.length ? ` (${tries.join("; ")})` : ""}`
  }
  return String(error)
}

export interface AlgoliaResult {
  ok: boolean
  /** What the plugin did, in its own words ("Found 3 new / updated records..."). */
  steps: string[]
  error?: string
}

/**
 * Pushes the records to the index through gatsby-plugin-algolia. `cache` is the plugin's own
 * (getCache("gatsby-plugin-algolia")): it holds the digests sent by the last build, and without it
 * the plugin reads them back from the index. A failure fails the build with a message naming the
 * index, unless continueOnFailure; either way the cached digests are dropped, so the next build
 * compares with what the index really holds.
 */
export async function pushToAlgolia(
  records: SearchRecord[],
  settings: AlgoliaIndexing,
  { reporter, cache }: { reporter: Reporter; cache: GatsbyCache },
): Promise<AlgoliaResult> {
  const steps: string[] = []
  // The plugin reports failures through panicOnBuild, which ends a build on the spot; thrown
  // instead, they come back here, where the message can name the index.
  const fail = (message: string, error?: unknown): never => {
    if (error instanceof IndexingFailure) throw error
    throw new IndexingFailure(error === undefined ? message : `${message}: ${describe(error)}`)
  }
  const activity = {
    start() {},
    end() {},
    setStatus: (status: string) => void steps.push(status),
    panicOnBuild: fail,
    panic: fail,
  }
  const pluginReporter = {
    ...reporter,
    info: () => {},
    panicOnBuild: fail,
    panic: fail,
    activityTimer: () => activity,
  } as unknown as Reporter
  const digested = withContentDigest(records)
  try {
    await algoliaOnPostBuild(
      // The records do not come from GraphQL; the plugin still runs its query first.
      { graphql: async () => ({ data: {} }), reporter: pluginReporter, cache },
      {
        appId: settings.appId,
        apiKey: settings.adminKey,
        // Seconds. The plugin opens a connection for every chunk of records at once, which on a
        // busy CI machine can take longer than the client's interactive defaults; a refused
        // connection (a dead host) still moves on to the next host at once.
        algoliasearchOptions: {
          timeouts: { connect: 10, read: 30, write: 120 },
          ...(settings.hosts.length ? { hosts: settings.hosts.map(hostAddress) } : {}),
        },
        queries: [
          {
            query: "{ site { id } }",
            transformer: () => digested,
            indexName: settings.indexName,
            settings: algoliaIndexSettings,
          },
        ],
        chunkSize: 1000,
        continueOnFailure: false,
      },
    )
    return { ok: true, steps }
  } catch (error) {
    await cache.set(`algolia-objects-${settings.indexName}`, {})
    const message = `Algolia indexing failed for index "${settings.indexName}" (app ${settings.appId}): ${describe(error)}`
    if (!settings.continueOnFailure)
      reporter.panicOnBuild(
        `${message}. Set ALGOLIA_CONTINUE_ON_FAILURE=true to build the site without updating the index.`,
      )
    else reporter.warn(`${message}. The build goes on (ALGOLIA_CONTINUE_ON_FAILURE=true); the index keeps what it had.`)
    return { ok: false, steps, error: message }
  }
}
