import path from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testBrowserPath } from "./tests/support/chromium-flags"

// An editor's `gatsby develop`, on the fixture site's develop copy (scripts/build-fixture-site.sh
// makes it): pages load without an error overlay or a console error, and edits reach the browser.
const port = Number(process.env.E2E_DEVELOP_PORT || 9030)
const site = path.resolve(".tmp/fixture-site-develop")

export default defineConfig({
  testDir: "tests/e2e-develop",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Develop compiles each page's code on its first visit.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-develop-results.json" }]],
  // npm test runs these beside the fixture site's tests, whose run empties test-results/ as it starts.
  outputDir: ".tmp/playwright-develop-output",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: {
    command: `npx gatsby develop --port ${port} --host 127.0.0.1`,
    cwd: site,
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      // Gatsby turns query-on-demand (and with it the loading indicators it renders through the
      // site's renderer) off when it detects CI; an editor's develop has it on.
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true",
      // The fixture site's small schema bundle, as its production build uses: the same pages and
      // code, without compiling 2.5 MB of generated validators at startup.
      TIDAS_SCHEMA_DIR: path.resolve(site, "tests/fixtures/schemas"),
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
  },
})
