import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testBrowserPath } from "./tests/support/chromium-flags"

// An editor's `gatsby develop`, on the fixture site's develop copy (scripts/build-fixture-site.sh
// makes it): pages load without an error overlay or a console error, and edits reach the browser.
const port = Number(process.env.E2E_DEVELOP_PORT || 9030)

export default defineConfig({
  testDir: "tests/e2e-develop",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Develop compiles each page's code on its first visit.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-develop-results.json" }]],
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
    cwd: ".tmp/fixture-site-develop",
    // Gatsby turns query-on-demand (and with it the loading indicators it renders through the
    // site's renderer) off when it detects CI; an editor's develop has it on.
    env: { GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
  },
})
