import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testBrowserPath } from "./tests/support/chromium-flags"

// Browser tests against the fixture site built by scripts/build-fixture-site.sh: a released
// docs version plus draft and unlisted fixture pages.
const port = Number(process.env.E2E_FIXTURE_PORT || 9001)

export default defineConfig({
  testDir: "tests/e2e-fixture",
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-fixture-results.json" }]],
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
    command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
    cwd: ".tmp/fixture-site",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
