// What a json-schema-* page's context carries for its explorer; the build writes it
// (gatsby/schema-explorer.ts) and the SchemaExplorer component reads it.
import type { ExplorerNode } from "./tree"

export interface SchemaExplorerData {
  file: string
  /** Site path of the whole tree ('/schema-explorer/en/tidas_processes.json'), fetched on demand. */
  dataPath: string
  downloadPath: string
  roots: ExplorerNode[]
  sections: Array<{ name: string; anchor: string }>
  fieldCount: number
}
