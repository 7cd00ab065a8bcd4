import { defineConfig, devices } from "@playwright/test"
import { nginxPort } from "./tests/nginx/port"
import { chromiumArgs, testBrowserPath } from "./tests/support/chromium-flags"

// End-to-end tests run against the production build served by deploy/nginx.conf, as production
// serves it (Debian's nginx, started on 127.0.0.1 by tests/nginx/global-setup.ts), in Debian's
// Chromium (Playwright never downloads a browser here). nginx sends the build's precompressed
// files where `gatsby serve` compresses every response again in Node, on the cores the browsers
// need. The tests of nginx itself (tests/e2e-nginx) run in the same run; tests of what a plain
// static server does instead stand one in with page.route. E2E_BASE_URL points the tests at a
// server already running.

export default defineConfig({
  testDir: "tests",
  // The nginx tests need nginx: not with E2E_BASE_URL.
  testMatch: process.env.E2E_BASE_URL ? /\/tests\/e2e\/[^/]+\.spec\.ts$/ : /\/tests\/e2e(-nginx)?\/[^/]+\.spec\.ts$/,
  globalSetup: process.env.E2E_BASE_URL ? undefined : "./tests/nginx/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || `http://127.0.0.1:${nginxPort}`,
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
      grepInvert: /@mobile-only/,
    },
    // On a phone-sized screen run what a phone changes: layout, the side menu, the full-screen
    // search, touch flows and axe (tagged @mobile or @mobile-only). Behaviour that is the same at
    // every width is tested once, at desktop width.
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined },
      grep: /@mobile/,
    },
  ],
})
