import { createContext } from "react"

/** Route prefix of the docs version a page belongs to: '/docs', '/docs/next', '/docs/1.0.0'. */
export const DocsBaseContext = createContext("/docs")
