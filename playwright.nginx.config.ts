import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testBrowserPath } from "./tests/support/chromium-flags"
import { nginxPort } from "./tests/nginx/port"

// Browser tests against the production build served by deploy/nginx.conf (Debian's nginx,
// started on 127.0.0.1 by tests/nginx/global-setup.ts). A subset of the suite: what depends
// on the server (routes, redirects, 404s, caching, headers, CSP). playwright.config.ts runs
// them too, with the rest of the suite, through the same nginx.
export default defineConfig({
  testDir: "tests/e2e-nginx",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  globalSetup: "./tests/nginx/global-setup.ts",
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-nginx-results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${nginxPort}`,
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
})
