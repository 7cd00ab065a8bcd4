// Figures behind the validator's choices: the weight of its chunks in the build (the generated
// validators among them), how long generating the validators takes at build time, and how long
// checking large documents takes with them (Node, the same engine and generated code as the
// worker): a 10 MB valid file, and a 10 MB file with 100,000 errors (target: reported within 5 s).
// Usage: npm run bench:validator  (after a build, for the chunk sizes)
//        npm run bench:validator -- --browser  (also in Chromium, through deploy/nginx.conf with the
//        production CSP, on 127.0.0.1:9403 or BENCH_PORT: choosing the file to seeing its results)
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"
import { startNginx } from "../tests/nginx/server"
import { benchmarkBrowserPath, chromiumArgs } from "../tests/support/chromium-flags"
import { createEngine, maxIssues } from "../src/lib/validator/engine"
import { validSample } from "../src/lib/validator/samples"
import { nodeValidators, validatorModules } from "../src/lib/validator/standalone"
import { buildInternalsDir } from "../src/lib/serving/unpublished"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length

console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")} on ${os.cpus().length} cores`,
)
const publicDir = path.resolve("public")
const statsFile = path.join(buildInternalsDir(publicDir), "webpack.stats.json")
if (fs.existsSync(statsFile)) {
  // The build's own stats name this build's files (public/ keeps older builds' too); a chunk
  // group is everything one import() fetches.
  const groups = (
    JSON.parse(fs.readFileSync(statsFile, "utf8")) as {
      namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
    }
  ).namedChunkGroups
  const names = Object.keys(groups)
    .filter((name) => /^(dataset-validator|validator-)/.test(name))
    .sort()
  for (const name of names) {
    const files = groups[name].assets
      .map((asset) => asset.name)
      .filter((asset) => asset.endsWith(".js"))
      .map((asset) => path.join(publicDir, asset))
    const raw = files.reduce((sum, file) => sum + fs.statSync(file).size, 0)
    console.log(`chunk ${name}: ${kb(raw)} raw, ${kb(files.reduce((sum, file) => sum + gz(file), 0))} gzip`)
  }
} else console.log("no build (.cache/build-internals/webpack.stats.json): run a build for the chunk sizes")

const schemaDir = path.resolve("content/schemas")
const schemas = Object.fromEntries(
  fs
    .readdirSync(schemaDir)
    .filter((name) => /^tidas_.*\.json$/.test(name))
    .map((name) => [name, JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8"))]),
)

async function time(label: string, text: string, engine: ReturnType<typeof createEngine>) {
  const start = performance.now()
  const result = await engine.check(text)
  const ms = performance.now() - start
  const detail =
    result.status === "invalid"
      ? `, ${result.total.toLocaleString("en")} problems counted, ${result.issues.length} sent`
      : ""
  console.log(`${label}: ${result.status}${detail} in ${ms.toFixed(0)} ms`)
}

async function main() {
  const generateStart = performance.now()
  const modules = validatorModules(schemas)
  const generated = Object.entries(modules).filter(([name]) => name !== "index.js")
  console.log(
    `generate ${generated.length} validators at build time: ${(performance.now() - generateStart).toFixed(0)} ms, ${kb(generated.reduce((sum, [, code]) => sum + code.length, 0))} of code`,
  )

  const engine = createEngine(nodeValidators(schemas))
  await engine.check(validSample)

  const doc = JSON.parse(validSample)
  const names: unknown[] = []
  while (names.length < 135_000)
    names.push({ "@xml:lang": "en", "#text": `Sample Life Cycle Assessment Group, variant ${names.length}` })
  doc.contactDataSet.contactInformation.dataSetInformation["common:name"] = names
  const large = JSON.stringify(doc)
  await time(`${(large.length / 1024 / 1024).toFixed(1)} MB valid contact (parse + validate)`, large, engine)

  // 100,000 names whose text is a number (one error each), padded with valid names to 10 MB.
  const faulty = JSON.parse(validSample)
  const mixed: unknown[] = []
  for (let i = 0; i < 100_000; i += 1) mixed.push({ "@xml:lang": "en", "#text": i })
  let size = JSON.stringify(faulty).length + mixed.length * 32
  for (let i = 0; size < 10 * 1024 * 1024; i += 1) {
    const name = { "@xml:lang": "en", "#text": `Sample Life Cycle Assessment Group, a valid name variant number ${i}` }
    mixed.push(name)
    size += JSON.stringify(name).length + 1
  }
  faulty.contactDataSet.contactInformation.dataSetInformation["common:name"] = mixed
  const errors = JSON.stringify(faulty)
  const label = `${(errors.length / 1024 / 1024).toFixed(1)} MB contact with 100,000 errors`
  await time(`${label} (parse + validate + report the first ${maxIssues.toLocaleString("en")})`, errors, engine)
  if (process.argv.includes("--browser")) await inBrowser(label, errors)
}

/** From choosing the file to its results on screen, in Chromium, as a reader would. */
async function inBrowser(label: string, text: string) {
  const file = path.join(os.tmpdir(), `tidas-bench-validator-${process.pid}.json`)
  fs.writeFileSync(file, text)
  const server = await startNginx({ port: Number(process.env.BENCH_PORT || 9403) })
  const browser = await chromium.launch({
    executablePath: benchmarkBrowserPath,
    args: chromiumArgs,
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${server.url}/en/docs/core-modules/schema/tidas-schema-validation`)
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    // The first check loads the tool, the worker and the contact validator: not part of the figure.
    await page.getByRole("button", { name: "Try a sample" }).click()
    await page.getByRole("status").filter({ hasText: "Done" }).waitFor({ timeout: 60_000 })
    for (let run = 1; run <= 3; run += 1) {
      const start = performance.now()
      await page.getByLabel("JSON files to validate").setInputFiles(file)
      await page
        .locator("li[data-status=invalid] ol > li")
        .nth(maxIssues - 1)
        .waitFor({ timeout: 120_000 })
      console.log(
        `${label}, Chromium through nginx, run ${run}: results on screen ${(performance.now() - start).toFixed(0)} ms after the file was chosen`,
      )
      await page.getByRole("button", { name: "Try a sample" }).click()
      await page.getByRole("status").filter({ hasText: "Done" }).waitFor({ timeout: 60_000 })
    }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(file, { force: true })
  }
}

void main()
