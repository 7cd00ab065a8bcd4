import { withPrefix } from "gatsby"

/** Strips the deployment path prefix (gatsby pathPrefix) so locale logic sees site paths. */
export function sitePathname(pathname: string): string {
  const prefix = withPrefix("/").replace(/\/$/, "")
  return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? pathname.slice(prefix.length) || "/"
    : pathname
}
