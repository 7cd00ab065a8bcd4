// npm run bench — speed and size of the production build, per page type and locale:
// HTML bytes, first-visit JavaScript and CSS as Chromium loads them (raw and gzip), and
// Lighthouse scores (mobile and desktop presets, median of 3 runs). It serves the existing
// build itself on 127.0.0.1 and reaches nothing else: with nginx and deploy/nginx.conf, as the
// site is deployed (precompressed files, caching headers), or with `gatsby serve`.
//   --build          run `gatsby build` first and print its wall time and peak memory
//   --runs N         Lighthouse runs per page and preset (default 3; 0 skips Lighthouse)
//   --presets a,b    mobile,desktop (default both)
//   --locales a,b    zh-CN,en,ja (default all)      --pages a,b   page types from perf-budgets.json
//   --server s       nginx (default; bash scripts/ensure-nginx.sh installs it) or gatsby
//   --port N         port of the server (default 9400, or BENCH_PORT)
//   --cpu-slowdown N Lighthouse's CPU multiplier (default: the preset's, 4 on mobile, 1 on desktop).
//                    It is relative to this machine: each report's benchmarkIndex, printed with
//                    the scores, says how fast the machine was (see docs/performance.md).
// Every Lighthouse report is kept in .tmp/lighthouse/ (<preset>-<path>-<run>.json), so a missed
// target can be traced to its audits (largest-contentful-paint-element, bootup-time …).
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import zlib from "node:zlib"
import { chromium } from "playwright-core"
import { importBenchTool } from "./lib/bench-tools"
import { startNginx } from "../tests/nginx/server"
import { benchmarkBrowserPath, chromiumArgs, omniboxPopupFeatures } from "../tests/support/chromium-flags"
import { hydratedAttribute } from "../src/lib/first-load/names"

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const port = Number(option("port", process.env.BENCH_PORT || "9400"))
const runs = Number(option("runs", "3"))
const serverKind = option("server", "nginx")
const cpuSlowdown = args.includes("--cpu-slowdown") ? Number(option("cpu-slowdown", "")) : undefined
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error("--cpu-slowdown takes a number of 1 or more")
const presets = option("presets", "mobile,desktop").split(",") as Array<"mobile" | "desktop">
const localeFilter = option("locales", "zh-CN,en,ja").split(",")
const chromePath = benchmarkBrowserPath
const origin = `http://127.0.0.1:${port}`
const localePrefix: Record<string, string> = { "zh-CN": "", en: "/en", ja: "/ja" }

const config = JSON.parse(fs.readFileSync("perf-budgets.json", "utf8")) as {
  pages: Record<string, { paths: string[] }>
}
const pageFilter = option("pages", Object.keys(config.pages).join(",")).split(",")
// perf-budgets.json lists each page type's paths in locale order: zh-CN, en, ja.
const targets = Object.entries(config.pages)
  .filter(([type]) => pageFilter.includes(type))
  .flatMap(([type, { paths }]) =>
    paths.map((path) => ({
      type,
      path,
      locale:
        Object.keys(localePrefix).find(
          (l) => localePrefix[l] && (path === localePrefix[l] || path.startsWith(`${localePrefix[l]}/`)),
        ) ?? "zh-CN",
    })),
  )
  .filter((target) => localeFilter.includes(target.locale))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN
}
const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** One Lighthouse run's figures. */
interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
  /** Binary audits that did not pass. */
  failed: string[]
}

interface Result {
  type: string
  locale: string
  path: string
  html: { raw: number; gzip: number }
  js: { raw: number; gzip: number; files: number }
  css: { raw: number; gzip: number; files: number }
  /** Per preset, the median of each figure over the runs. */
  lighthouse: Record<string, Omit<Sample, "failed"> & { runs: number }>
}

function build() {
  console.log("Building (gatsby build)…")
  const started = Date.now()
  // GNU time reports the peak resident memory of the build's largest process.
  const hasTime = fs.existsSync("/usr/bin/time")
  const run = hasTime
    ? spawnSync("/usr/bin/time", ["-v", "npx", "gatsby", "build"], {
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        maxBuffer: 1 << 28,
      })
    : spawnSync("npx", ["gatsby", "build"], { encoding: "utf8", maxBuffer: 1 << 28 })
  const seconds = (Date.now() - started) / 1000
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000))
    throw new Error("gatsby build failed")
  }
  const peakKb = Number(run.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? NaN)
  console.log(
    `Build: ${seconds.toFixed(0)} s wall time, peak memory ${Number.isNaN(peakKb) ? "unknown (no /usr/bin/time)" : `${(peakKb / 1024).toFixed(0)} MB`}\n`,
  )
  return { seconds, peakMemoryMB: peakKb / 1024 }
}

async function serve(): Promise<{ stop(): void }> {
  if (serverKind === "nginx") {
    const nginx = await startNginx({ port })
    return { stop: () => void nginx.stop() }
  }
  const server = await serveWithGatsby()
  return { stop: () => stop(server) }
}

async function serveWithGatsby(): Promise<ChildProcess> {
  const server = spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop(server)
  throw new Error(`gatsby serve did not start on port ${port}`)
}

function stop(server: ChildProcess) {
  // Its own process group: npx, gatsby and the server go together.
  if (server.pid) {
    try {
      process.kill(-server.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

/** Bytes a first visit loads, as Chromium receives them (the page settles, nothing is clicked). */
async function measureBytes(browser: import("playwright-core").Browser, path: string) {
  const context = await browser.newContext({ serviceWorkers: "block" })
  const page = await context.newPage()
  const bodies: Array<{ type: string; url: string; body: Buffer }> = []
  const pending: Promise<void>[] = []
  page.on("response", (response) => {
    const type = response.request().resourceType()
    if (!["document", "script", "stylesheet"].includes(type) || response.status() !== 200) return
    pending.push(
      response.body().then(
        (body) => void bodies.push({ type, url: response.url(), body }),
        () => undefined,
      ),
    )
  })
  await page.goto(`${origin}${path}`)
  // The app's scripts start after the first paint: wait for the app to be up, then for quiet.
  await page.waitForSelector(`html[${hydratedAttribute}]`, { state: "attached" })
  await page.waitForLoadState("networkidle")
  await Promise.all(pending)
  await context.close()
  const sum = (type: string) => {
    const files = bodies.filter((b) => b.type === type)
    return {
      raw: files.reduce((n, f) => n + f.body.length, 0),
      gzip: files.reduce((n, f) => n + zlib.gzipSync(f.body).length, 0),
      files: files.length,
    }
  }
  const { raw, gzip } = sum("document")
  return { html: { raw, gzip }, js: sum("script"), css: sum("stylesheet") }
}

const reportDir = ".tmp/lighthouse"
const reportRuns = new Map<string, number>()
function saveReport(url: string, preset: string, lhr: object) {
  const slug = new URL(url).pathname.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "root"
  const name = `${preset}-${slug}`
  const run = (reportRuns.get(name) ?? 0) + 1
  reportRuns.set(name, run)
  fs.mkdirSync(reportDir, { recursive: true })
  fs.writeFileSync(`${reportDir}/${name}-${run}.json`, JSON.stringify(lhr))
}

// The few parts of Lighthouse and chrome-launcher used here (they are installed apart, scripts/lib/bench-tools.ts).
interface LighthouseResult {
  runtimeError?: { code: string; message: string }
  environment: { benchmarkIndex: number }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>
}
interface LighthouseModule {
  default: (url: string, flags: object, config?: object) => Promise<{ lhr: LighthouseResult } | undefined>
  desktopConfig: object
}
interface ChromeLauncherModule {
  launch: (options: {
    chromePath: string
    chromeFlags: string[]
  }) => Promise<{ port: number; kill: () => Promise<void> | void }>
  Launcher: { defaultFlags: () => string[] }
}

/**
 * Our Chromium switches for Lighthouse's Chrome. Chromium reads only the last
 * `--disable-features`: chrome-launcher's own list, with the address bar pop-up added, replaces
 * the one meant for Playwright.
 */
function lighthouseChromeFlags(launcher: ChromeLauncherModule): string[] {
  const prefix = "--disable-features="
  const launcherFeatures = launcher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(","))
  return [
    ...chromiumArgs.filter((flag) => !flag.startsWith(prefix)),
    "--disable-dev-shm-usage",
    `${prefix}${[...launcherFeatures, ...omniboxPopupFeatures].join(",")}`,
  ]
}

async function runLighthouse(url: string, preset: "mobile" | "desktop"): Promise<Sample | { error: string }> {
  const { default: lighthouse, desktopConfig } = await importBenchTool<LighthouseModule>("lighthouse")
  const chromeLauncher = await importBenchTool<ChromeLauncherModule>("chrome-launcher")
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: lighthouseChromeFlags(chromeLauncher),
  })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      preset === "desktop" ? desktopConfig : undefined,
    )
    const lhr = result!.lhr
    saveReport(url, preset, lhr)
    // A run whose trace could not be read has no scores: it is run again, not counted as 0.
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failed: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    }
  } finally {
    await chrome.kill()
  }
}

/** Failed Lighthouse runs (no trace) tolerated per page and preset before the benchmark gives up. */
const maxFailedRuns = 3

async function main() {
  const buildFigures = args.includes("--build") ? build() : null
  if (!fs.existsSync("public/index.html")) {
    console.error("No build found: run `npm run build` first, or `npm run bench -- --build`.")
    process.exit(1)
  }
  const server = await serve()
  const results: Result[] = []
  try {
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: chromiumArgs,
    })
    for (const target of targets)
      results.push({ ...target, ...(await measureBytes(browser, target.path)), lighthouse: {} })
    await browser.close()
    for (const result of results) {
      for (const preset of runs > 0 ? presets : []) {
        const samples: Sample[] = []
        for (let attempt = 0; samples.length < runs; attempt++) {
          if (attempt >= runs + maxFailedRuns) throw new Error(`Lighthouse failed too often on ${result.path}`)
          const sample = await runLighthouse(`${origin}${result.path}`, preset)
          if ("error" in sample)
            console.log(`  ${preset.padEnd(7)} ${result.path}: run failed (${sample.error}), again`)
          else samples.push(sample)
        }
        const pick = (key: Exclude<keyof Sample, "failed">) => median(samples.map((s) => s[key]))
        result.lighthouse[preset] = {
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          runs,
          benchmarkIndex: pick("benchmarkIndex"),
        }
        const failed = [...new Set(samples.flatMap((s) => s.failed))]
        process.stdout.write(
          `  ${preset.padEnd(7)} ${result.path}: perf ${pick("performance")}, LCP ${(pick("lcpMs") / 1000).toFixed(2)} s, TBT ${Math.round(pick("tbtMs"))} ms, benchmarkIndex ${Math.round(pick("benchmarkIndex"))}${failed.length ? ` (failed audits: ${failed.join(", ")})` : ""}\n`,
        )
      }
    }
  } finally {
    server.stop()
  }

  console.log(
    `\n${"page".padEnd(10)} ${"locale".padEnd(6)} ${"HTML KB".padStart(15)} ${"JS KB".padStart(17)} ${"CSS KB".padStart(13)}${presets.map((p) => `  ${`${p} perf/a11y/bp/seo LCP TBT`.padStart(40)}`).join("")}`,
  )
  console.log(`${"".padEnd(17)} ${"raw / gzip".padStart(15)} ${"raw / gzip".padStart(17)} ${"raw / gzip".padStart(13)}`)
  for (const r of results) {
    const scores = presets.map((p) => {
      const l = r.lighthouse[p]
      return `  ${(l ? `${l.performance}/${l.accessibility}/${l.bestPractices}/${l.seo} ${(l.lcpMs / 1000).toFixed(2)} s ${Math.round(l.tbtMs)} ms` : "-").padStart(40)}`
    })
    console.log(
      `${r.type.padEnd(10)} ${r.locale.padEnd(6)} ${`${kb(r.html.raw)} / ${kb(r.html.gzip)}`.padStart(15)} ${`${kb(r.js.raw)} / ${kb(r.js.gzip)}`.padStart(17)} ${`${kb(r.css.raw)} / ${kb(r.css.gzip)}`.padStart(13)}${scores.join("")}`,
    )
  }
  fs.mkdirSync(".tmp", { recursive: true })
  fs.writeFileSync(
    ".tmp/bench.json",
    JSON.stringify(
      { date: new Date().toISOString(), build: buildFigures, lighthouseRuns: runs, cpuSlowdown, results },
      null,
      2,
    ),
  )
  console.log("\nKB = 1000 bytes. JSON: .tmp/bench.json")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
