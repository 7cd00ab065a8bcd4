// What a page tells search crawlers (ours at build time, or Algolia's DocSearch crawler) about
// itself: its language, its version tag and its top-level group (lvl0).
import type { Breadcrumb } from "../docs/types"

export interface SearchPageMeta {
  tag: string
  lvl0: string
}

export const blogSearchTag = "default"

/** Tag of a docs version in the records (`docusaurus_tag`); the blog and other pages use `default`. */
export function docsTag(version: string, pluginId = "default"): string {
  return `docs-${pluginId}-${version}`
}

/** A doc's group is its top-level sidebar category; docs outside any category use the docs label. */
export function docSearchMeta(
  version: string,
  breadcrumbs: Breadcrumb[],
  docsLabel: string,
  isCategoryPage = false,
): SearchPageMeta {
  const grouped = isCategoryPage ? breadcrumbs.length > 0 : breadcrumbs.length > 1
  return { tag: docsTag(version), lvl0: grouped ? breadcrumbs[0].label : docsLabel }
}
