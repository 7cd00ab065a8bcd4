import fs from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

// The axe-core release Lighthouse runs, not the older copy bundled with @axe-core/playwright:
// their rules differ (Label in Name compares words, and ignores text in parentheses).
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** axe as Lighthouse runs it, with its experimental Label-in-Name rule (WCAG 2.5.3) and its
 * touch-target rule (WCAG 2.5.8, 24 px) on. The tests read violations only; axe still runs every
 * rule, but skips describing each passing node, which is most of its time on a long page. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).options({
    resultTypes: ["violations"],
    rules: { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } },
  })
}
