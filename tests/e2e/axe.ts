import fs from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

// The axe-core release Lighthouse runs, not the older copy bundled with @axe-core/playwright:
// their rules differ (Label in Name compares words, and ignores text in parentheses).
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** axe as Lighthouse runs it, with its experimental Label-in-Name rule (WCAG 2.5.3) and its
 * touch-target rule (WCAG 2.5.8, 24 px) on. The tests read violations only; axe still runs every
 * rule, but skips describing each passing node, which is most of its time on a long page.
 *
 * Legacy mode runs axe once, in the page. The default mode runs it per frame and then combines the
 * partial results in a second, blank page, which costs three times as long on a long doc; the
 * site's pages have no frames to combine. `colours: false` leaves out the contrast rule, for runs
 * whose colours another run already checks (the same theme in another locale). */
export function axe(page: Page, { colours = true }: { colours?: boolean } = {}): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({
    resultTypes: ["violations"],
    rules: {
      "label-content-name-mismatch": { enabled: true },
      "target-size": { enabled: true },
      "color-contrast": { enabled: colours },
    },
  })
}
