import fs from "node:fs"

// The switches Debian's Chromium starts with, for the browser tests and the benchmarks, and the
// build the tests run in.

/**
 * The browser tests run in Debian's chromium-headless-shell: the same Chromium release and
 * rendering engine as the `chromium` package, built without the browser's windows and UI (the
 * build Playwright itself uses for headless tests). On two cores the suite takes about a fifth
 * less time in it. Without it they run in the full browser. The benchmarks keep the full browser
 * (`/usr/bin/chromium`), so their figures stay comparable. CHROMIUM_PATH overrides either.
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ||
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file)) ||
  "/usr/bin/chromium-headless-shell"

/** The full browser every benchmark runs in (and Lighthouse's Chrome). */
export const benchmarkBrowserPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/**
 * Chromium features Playwright turns off (its `--disable-features` as of playwright-core 1.65;
 * tests/unit/chromium-flags.test.ts checks it against the installed version). Chromium reads only
 * the last `--disable-features` switch, so ours must repeat them.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
]

/**
 * The address bar's pop-up, which Chromium renders as a web page of its own and loads into a
 * renderer process for every new window, headless or not: with it, each test's fresh context
 * cost about twice the CPU time, and it competed with the page being measured.
 */
export const omniboxPopupFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"]

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(",")}`,
]
