// Adds up Jest and Playwright results into the one closing line CI reads: 'N passed, M failed'.
import { existsSync, readFileSync } from "node:fs"

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null)
let passed = 0
let failed = 0
let skipped = 0
// Named at the end, next to the counts, so the last lines of a CI log say what to look at.
const failures = []

/** Playwright's JSON report: the titles of tests that failed on every try. */
function failedTests(report, name) {
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") {
          failures.push(
            `${name}: ${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")} [${test.projectName}]`,
          )
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
}

if (process.argv[2] === "--setup-failed") failed += 1

// ESLint and the Prettier check count as one test each (scripts/test.sh).
const lint = read(".tmp/lint-results.json")
if (lint) {
  passed += lint.passed
  failed += lint.failed
  console.log(`lint and format: ${lint.passed} passed, ${lint.failed} failed`)
}

const jest = read(".tmp/jest-results.json")
if (jest) {
  passed += jest.numPassedTests
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0)
  for (const file of jest.testResults ?? []) {
    const names = (file.assertionResults ?? []).filter((a) => a.status === "failed").map((a) => a.fullName)
    if (file.status === "failed" && names.length === 0) names.push("(the file did not run)")
    for (const n of names) failures.push(`unit: ${file.name.replace(process.cwd() + "/", "")} › ${n}`)
  }
  skipped += jest.numPendingTests
  console.log(`unit: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`)
}

// The link check counts each checked page as one test.
const links = read(".tmp/link-check.json")
if (links) {
  passed += links.passed
  failed += links.failed
  console.log(`links: ${links.passed} passed, ${links.failed} failed`)
}

// One check per budgeted page (scripts/check-budgets.ts).
const budgets = read(".tmp/budget-results.json")
if (budgets) {
  passed += budgets.passed
  failed += budgets.failed
  console.log(`byte budgets: ${budgets.passed} passed, ${budgets.failed} failed`)
}

for (const [name, file] of [
  ["browser", ".tmp/playwright-results.json"],
  ["browser (nginx)", ".tmp/playwright-nginx-results.json"],
  ["browser (fixture site)", ".tmp/playwright-fixture-results.json"],
  ["gatsby develop (fixture site)", ".tmp/playwright-develop-results.json"],
]) {
  const e2e = read(file)
  if (!e2e) continue
  const { expected = 0, unexpected = 0, flaky = 0, skipped: s = 0 } = e2e.stats ?? {}
  passed += expected + flaky
  failed += unexpected
  skipped += s
  failedTests(e2e, name)
  console.log(
    `${name}: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky, passed on retry)` : ""}`,
  )
}

if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f}`).join("\n")}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
