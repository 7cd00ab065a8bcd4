import { test as base, expect, type Page } from "@playwright/test"

export const locales = [
  { code: "zh-CN", prefix: "", htmlLang: "zh-CN" },
  { code: "en", prefix: "/en", htmlLang: "en" },
  { code: "ja", prefix: "/ja", htmlLang: "ja" },
] as const

export const docIds = [
  "intro",
  "core-modules/schema/tidas-schema-intro",
  "core-modules/schema/tidas-schema-validation",
  "core-modules/schema/schema-content/json-schema-contact",
  "core-modules/schema/schema-content/json-schema-datatype",
  "core-modules/schema/schema-content/json-schema-flowproperty",
  "core-modules/schema/schema-content/json-schema-flows",
  "core-modules/schema/schema-content/json-schema-lciamethods",
  "core-modules/schema/schema-content/json-schema-model",
  "core-modules/schema/schema-content/json-schema-processes",
  "core-modules/schema/schema-content/json-schema-source",
  "core-modules/schema/schema-content/json-schema-unitgroup",
  "tool/tidas-tool-intro",
  "integration/tidas-blockchain",
  "integration/tidas-permission-control",
  "integration/tidas-privacy-computing",
  "integration/tidas-to-ai",
  "use_case/block_builder",
  "use_case/tidas-to-antchain",
  "faq/how-to-contribute-tidas-doc",
  "faq/vscode-guide",
  "faq/glossary",
]

export const categorySlugs = [
  "core-modules",
  "tidas-schema",
  "tidas-json-schema",
  "tidas-tools",
  "integration",
  "tiangong-lca-platform",
  "use-case",
  "faq",
]

/**
 * Holds the search index's paragraphs part until the returned function is called, so a test can
 * see the answer the headings part gives alone.
 */
export async function holdParagraphsPart(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/search-index/*.content.json", async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

/**
 * Answers this site's `.html` addresses as a static server without nginx's redirects would: with
 * the locale's not-found page and status 404 (nginx's own answer to a missing file), so the
 * not-found page's stripping of the ending is what a test sees.
 */
export async function withoutHtmlRedirects(page: Page, baseURL: string) {
  await page.route(
    (url) => url.origin === baseURL && url.pathname.endsWith(".html"),
    async (route) => {
      const { pathname } = new URL(route.request().url())
      const locale = locales.find(({ prefix }) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      const response = await route.fetch({
        url: `${baseURL}${locale?.prefix ?? ""}/no-such-file`,
        maxRedirects: 0,
      })
      expect(response.status(), pathname).toBe(404)
      await route.fulfill({ response })
    },
  )
}

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
}

/**
 * Hydrated, and a doc's later sections drawn at their real height (they are drawn in idle
 * moments after the load, lib/first-load/sections.ts). Until then the blocks above a part of the
 * page grow as they are drawn: a click can land where a button was a moment before, and axe
 * measures estimates. For tests that click low on a long page or read its geometry.
 */
export async function settled(page: Page) {
  await hydrated(page)
  await sectionsDrawn(page)
}

/** Waits for a doc's later sections, skipped on the first load, to be drawn. */
export async function sectionsDrawn(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-sections-complete"))
}

export interface CspWatch {
  /** CSP violations (page and workers) and EvalErrors seen so far. */
  seen(): string[]
  /** Forgets them: for a test that provokes one on purpose to show the watch works. */
  clear(): void
}

const cspMessage = /Content Security Policy|Refused to (?:evaluate|execute|load|connect|apply|create|frame)|EvalError/i

/**
 * Collects uncaught errors and console errors; a test can assert none happened. Every test
 * also fails on a CSP violation or an EvalError anywhere in the page or its workers (the
 * servers that send the production headers would otherwise hide a broken feature).
 */
export const test = base.extend<{ pageErrors: string[]; csp: CspWatch }>({
  csp: [
    async ({ page }, use) => {
      const seen: string[] = []
      const note = (text: string) => cspMessage.test(text) && seen.push(text)
      page.on("console", (message) => note(message.text()))
      page.on("pageerror", (error) => note(`${error.name}: ${error.message}`))
      page.on("worker", (worker) => worker.on("console", (message) => note(`worker: ${message.text()}`)))
      await page.addInitScript(() => {
        const report = (event: SecurityPolicyViolationEvent) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
        document.addEventListener("securitypolicyviolation", report)
      })
      await use({ seen: () => [...seen], clear: () => void (seen.length = 0) })
      expect(seen, "CSP violations or EvalErrors").toEqual([])
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(String(error)))
    page.on("console", (message) => {
      // The location names the resource when the error is a failed load.
      if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`.trim())
    })
    await use(errors)
  },
})

export { expect }

type Locale = (typeof locales)[number]
const declareNothing = (() => undefined) as unknown as typeof test

/**
 * Behaviour that is the same in every locale (keys, storage, loading, failures) is tested on the
 * Japanese site, the one the specification describes; what a locale changes (its strings, its
 * matching, its addresses) is tested in all three. Inside a loop over `locales`,
 * `inOneLocale(locale)` declares its test for Japanese and nothing for the other two.
 */
export function inOneLocale(locale: Locale): typeof test {
  return locale.code === "ja" ? test : declareNothing
}
