// Which UI strings (namespaces of locales/<locale>/) each kind of page carries in its page
// data: the page query reads `allLocale` for the page's language and these namespaces only.
// Every page has the chrome (common), the search modal and button (search) and its head (seo).
// The base-URL warning (baseUrlIssue) is rendered by the server only and is in no page's data.
const chrome = ["common", "search", "seo"]

export const pageNamespaces = {
  chrome,
  home: [...chrome, "home"],
  notFound: [...chrome, "notFound"],
  search: [...chrome, "searchPage"],
  docs: [...chrome, "docs"],
  schemaDocs: [...chrome, "docs", "schema"],
  // Blog posts render code blocks, admonitions and heading anchors, which are the docs' too.
  blog: [...chrome, "blog", "docs"],
}

/** A doc or post whose text runs the dataset validator also needs the validator's strings. */
export function withLiveComponents(namespaces: string[], liveBody: boolean): string[] {
  return liveBody ? [...namespaces, "validator"] : namespaces
}
