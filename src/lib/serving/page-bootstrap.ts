// Gatsby's page bootstrap script names its page (`window.pagePath="/docs/intro"`), so every page
// had an inline script of its own and needed a Content-Security-Policy of its own: one header
// rule per page, more than static hosts accept (Cloudflare Pages reads 100 rules). Moving the
// path into a data attribute makes the script the same on every page, so one policy with a
// handful of hashes covers the whole site.

const pagePathAssignment = /window\.pagePath=("(?:[^"\\]|\\.)*");/

export const pageIndependentAssignment = "window.pagePath=document.currentScript.dataset.pagePath;"

/**
 * The bootstrap's code with the page path read from `data-page-path`, and that path; null
 * when the code does not have the expected shape (a Gatsby upgrade): the build's header step
 * then finds per-page scripts and says so.
 */
export function pageIndependentBootstrap(code: string): { code: string; pagePath: string } | null {
  const match = pagePathAssignment.exec(code)
  if (!match) return null
  return { code: code.replace(match[0], pageIndependentAssignment), pagePath: JSON.parse(match[1]) as string }
}
