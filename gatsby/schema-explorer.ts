// Explorer data for the json-schema-* pages: each bundle file becomes a field tree per locale
// (src/lib/schema/tree.ts). The first levels travel in the page context (server-rendered,
// readable without JavaScript); the whole tree is a static JSON file the page fetches when the
// reader opens deeper levels, filters or follows a permalink.
import fs from "node:fs"
import path from "node:path"
import type { SchemaExplorerData } from "../src/lib/schema/explorer-page"
import type { Locale } from "../src/config/locales"
import { datasetTypes } from "../src/lib/schema/datasets"
import type { JsonSchema } from "../src/lib/schema/flatten"
import { packTree } from "../src/lib/schema/pack"
import { buildTree, listFields, sectionsOf, trimTree, type ExplorerNode } from "../src/lib/schema/tree"
import { fieldAnchor } from "../src/lib/schema/datasets"
import { schemaDir, schemaFiles } from "./schemas"

export const explorerLevels = 3
const i18nRoot = path.resolve("content/schemas/i18n")

/** What a schema page receives in its context: the component's own data shape. */
export type ExplorerPageData = SchemaExplorerData

export const explorerDataPath = (locale: string, file: string) => `/schema-explorer/${locale}/${file}`

/** Every readable file of the bundle; a file that is not JSON is reported and left out. */
export function loadBundle(dir: string, warn: (message: string) => void): Record<string, JsonSchema> {
  const bundle: Record<string, JsonSchema> = {}
  for (const name of schemaFiles(dir)) {
    try {
      bundle[name] = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as JsonSchema
    } catch (error) {
      warn(`${path.join(dir, name)}: not valid JSON, no explorer for it (${(error as Error).message})`)
    }
  }
  return bundle
}

function loadDescriptions(i18nDir: string, locale: string, file: string): Record<string, string> {
  const full = path.join(i18nDir, locale, file)
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, string>) : {}
}

export type ExplorerTrees = Map<string, Map<string, ExplorerNode[]>>

/** Trees of every dataset file for every locale. Warnings (missing $ref targets) are given once. */
export function buildExplorerTrees(
  locales: readonly string[],
  warn: (message: string) => void,
  dir = schemaDir(),
  i18nDir = i18nRoot,
): ExplorerTrees {
  const bundle = loadBundle(dir, warn)
  const trees: ExplorerTrees = new Map()
  locales.forEach((locale, index) => {
    const perFile = new Map<string, ExplorerNode[]>()
    for (const { file } of datasetTypes) {
      if (!bundle[file]) continue
      perFile.set(
        file,
        buildTree(bundle[file], {
          file,
          bundle,
          descriptions: loadDescriptions(i18nDir, locale, file),
          warn: index === 0 ? warn : undefined,
        }),
      )
    }
    trees.set(locale, perFile)
  })
  return trees
}

/** Writes each tree to public/ where the page fetches it, packed (read it back with unpackTree). */
export function writeExplorerData(trees: ExplorerTrees, publicDir = path.resolve("public")): void {
  for (const [locale, perFile] of trees) {
    for (const [file, roots] of perFile) {
      const target = path.join(publicDir, explorerDataPath(locale, file))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, JSON.stringify(packTree(roots)))
    }
  }
}

/** What a schema doc page gets in its context; null for other docs or when the bundle lacks the file. */
export function explorerPageData(
  trees: ExplorerTrees,
  docId: string,
  locale: Locale | string,
): ExplorerPageData | null {
  const type = datasetTypes.find((t) => t.docId === docId)
  const roots = type ? trees.get(locale)?.get(type.file) : undefined
  if (!type || !roots) return null
  return {
    file: type.file,
    dataPath: explorerDataPath(locale, type.file),
    downloadPath: `/schemas/${type.file}`,
    roots: trimTree(roots, explorerLevels),
    sections: sectionsOf(roots).map((node) => ({ name: node.name, anchor: fieldAnchor(node.path) })),
    fieldCount: listFields(roots).length,
  }
}
