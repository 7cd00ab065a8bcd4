// Docs versions: 'current' (the content/docs folder) plus released snapshots listed in
// versions.json, newest first. With no released version, current is the last version at /docs;
// once one is released it takes /docs and current moves to /docs/next.

export type VersionBanner = "unreleased" | "unmaintained" | null

export interface DocsVersion {
  name: string
  /** Translation key for 'current', the version number otherwise. */
  labelKey: string | null
  label: string
  /** Route prefix without locale: '/docs', '/docs/next', '/docs/1.0.0'. */
  path: string
  isLast: boolean
  banner: VersionBanner
}

/** An entry of the version dropdown: a version and where it leads from the page shown. */
export interface VersionLink {
  name: string
  label: string
  labelKey: string | null
  href: string
  isLast: boolean
}

export function resolveVersions(released: string[], routeBasePath = "docs"): DocsVersion[] {
  const base = `/${routeBasePath}`
  const current: DocsVersion = {
    name: "current",
    labelKey: "docs.version.current",
    label: "current",
    path: released.length ? `${base}/next` : base,
    isLast: released.length === 0,
    banner: released.length ? "unreleased" : null,
  }
  const others = released.map((name, index): DocsVersion => ({
    name,
    labelKey: null,
    label: name,
    path: index === 0 ? base : `${base}/${name}`,
    isLast: index === 0,
    banner: index === 0 ? null : "unmaintained",
  }))
  return [current, ...others]
}

export function lastVersion(versions: DocsVersion[]): DocsVersion {
  return versions.find((version) => version.isLast) ?? versions[0]
}

/** localStorage key of the preferred version, per docs plugin id (as the spec names it). */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`
}
