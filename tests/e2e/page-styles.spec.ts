import type { Page } from "@playwright/test"
import { expect, hydrated, test } from "./fixtures"

/**
 * Each page inlines the site-wide stylesheet and its own template's; the rest arrives with a
 * template's script on client-side navigation. Every page type here has one element that only
 * its template's CSS module styles.
 */
const pageTypes = [
  { name: "home", path: "/ja/", marker: "main h1" },
  { name: "doc", path: "/ja/docs/intro", marker: "main" },
  {
    name: "schema",
    path: "/ja/docs/core-modules/schema/schema-content/json-schema-processes",
    marker: "section[aria-labelledby='schema-explorer']",
  },
  { name: "blog post", path: "/ja/blog/tidas-cli-0-2-0", marker: "article header h1" },
  { name: "search", path: "/ja/search", marker: "main h1" },
] as const

// Schema pages are doc pages with the explorer added: they carry the doc template's styles too.
const sharesStylesWith: Record<string, string[]> = { schema: ["doc"] }

const styleProperties = [
  "display",
  "position",
  "font-size",
  "font-weight",
  "line-height",
  "margin-top",
  "margin-bottom",
  "padding-top",
  "padding-bottom",
  "max-width",
  "gap",
  "color",
  "background-color",
  "border-top-width",
  "border-bottom-width",
  "text-align",
]

type FirstLoad = {
  inlinedCss: string
  /** The marker's classes: CSS module classes, hashed by the build. */
  classes: string[]
  styled: Record<string, string>
  /** The same element with no class: what the marker would look like without its stylesheet. */
  bare: Record<string, string>
}

async function firstLoad(page: Page, path: string, marker: string): Promise<FirstLoad> {
  await page.goto(path)
  await hydrated(page)
  return page.evaluate(
    ({ marker, properties }) => {
      const pick = (el: Element) => {
        const style = getComputedStyle(el)
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))
      }
      const el = document.querySelector(marker)!
      const bare = el.cloneNode(false) as Element
      bare.removeAttribute("class")
      el.parentNode!.insertBefore(bare, el)
      const result = {
        inlinedCss: [...document.querySelectorAll("head style[data-href]")].map((s) => s.textContent).join("\n"),
        classes: [...el.classList],
        styled: pick(el),
        bare: pick(bare),
      }
      bare.remove()
      return result
    },
    { marker, properties: styleProperties },
  )
}

async function loadAll(page: Page) {
  const loads = new Map<string, FirstLoad>()
  for (const type of pageTypes) {
    const load = await firstLoad(page, type.path, type.marker)
    // The marker must be one its template's stylesheet visibly styles, or the checks prove nothing.
    expect(load.classes.length, `${type.name}: ${type.marker} has a class`).toBeGreaterThan(0)
    expect(load.styled, `${type.name}: ${type.marker} looks different without its classes`).not.toEqual(load.bare)
    loads.set(type.name, load)
  }
  return loads
}

const styles = (css: string, className: string) =>
  new RegExp(`\\.${className.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`).test(css)

test.describe("page styles", () => {
  test.describe.configure({ timeout: 90_000 })

  test("a page's <head> carries its own template's styles and no other template's", async ({ page }) => {
    const loads = await loadAll(page)
    for (const type of pageTypes) {
      const { inlinedCss } = loads.get(type.name)!
      for (const other of pageTypes) {
        const expected = other.name === type.name || (sharesStylesWith[type.name] ?? []).includes(other.name)
        const found = loads.get(other.name)!.classes.some((className) => styles(inlinedCss, className))
        const says = expected ? "inlines" : "does not inline"
        expect(found, `${type.name} page ${says} the ${other.name} template's styles`).toBe(expected)
      }
    }
  })

  test("client-side navigation to another page type shows it styled from its first frame", async ({ page }) => {
    const loads = await loadAll(page)
    await page.goto("/ja/")
    await hydrated(page)
    // Home → doc → schema page → blog post → search → home: each step changes the template.
    for (const type of [...pageTypes.slice(1), pageTypes[0]]) {
      const { classes, styled } = loads.get(type.name)!
      const seen = page.evaluate(
        ({ classes, properties }) =>
          new Promise<Record<string, string>>((resolve) => {
            const selector = classes.map((name) => `.${CSS.escape(name)}`).join("")
            const pick = (el: Element) => {
              const style = getComputedStyle(el)
              return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))
            }
            // Called as soon as React inserts the element, before the browser can paint it.
            const observer = new MutationObserver((records) => {
              for (const node of records.flatMap((record) => [...record.addedNodes])) {
                if (!(node instanceof Element)) continue
                const el = node.matches(selector) ? node : node.querySelector(selector)
                if (!el) continue
                observer.disconnect()
                resolve(pick(el))
                return
              }
            })
            observer.observe(document.body, { childList: true, subtree: true })
          }),
        { classes, properties: styleProperties },
      )
      await page.evaluate(
        (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
        type.path,
      )
      expect(await seen, `${type.name} page right after client-side navigation`).toEqual(styled)
      await expect(page).toHaveURL(new RegExp(`${type.path.replace(/\/$/, "")}/?$`))
    }
  })
})

/** The font faces Chromium drew an element's own text with, most glyphs first. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument")
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  await cdp.detach()
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount).map((font) => font.familyName)
}

test("Japanese text is drawn in Japanese glyph forms, Chinese text in Chinese ones @desktop-only", async ({ page }) => {
  // The CI machine has Noto Sans CJK, whose JP and SC faces draw kanji and the middle dot apart.
  for (const [path, face, other] of [
    ["/ja/docs/intro", "Noto Sans CJK JP", "Noto Sans CJK SC"],
    ["/docs/intro", "Noto Sans CJK SC", "Noto Sans CJK JP"],
  ] as const) {
    await page.goto(path)
    await hydrated(page)
    for (const selector of ["main h1", "main .markdown p"]) {
      const fonts = await renderedFonts(page, selector)
      expect(fonts, `${path} ${selector}`).toContain(face)
      expect(fonts, `${path} ${selector}`).not.toContain(other)
    }
  }
})
