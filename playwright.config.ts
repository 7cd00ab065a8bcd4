import { defineConfig, devices } from "@playwright/test"

// End-to-end tests run against the production build served by `gatsby serve`, in Debian's
// Chromium (Playwright never downloads a browser here).
const port = Number(process.env.E2E_PORT || 9000)
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
]

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
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
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
