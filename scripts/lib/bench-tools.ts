// Lighthouse, chrome-launcher and FlexSearch live in their own folder (scripts/bench-tools) with
// their own lock file: only the benchmarks use them, and they are far bigger than the site's own
// dependencies. The first benchmark that needs them installs them there.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"

// Benchmarks run from the repository root, as npm runs them.
const toolsDir = path.resolve("scripts/bench-tools")
const manifest = path.join(toolsDir, "package.json")

function ensureInstalled(name: string): void {
  const dependencies = (JSON.parse(fs.readFileSync(manifest, "utf8")) as { dependencies: Record<string, string> })
    .dependencies
  if (!(name in dependencies)) throw new Error(`${name} is not one of the benchmark tools (${manifest}).`)
  if (fs.existsSync(path.join(toolsDir, "node_modules", name, "package.json"))) return
  console.log(
    `Installing the benchmark tools into ${path.relative(process.cwd(), toolsDir)} (once; needs the network)…`,
  )
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: toolsDir, stdio: "inherit" })
}

/** A CommonJS benchmark tool (FlexSearch), installed first when missing. */
export function requireBenchTool<T>(name: string): T {
  ensureInstalled(name)
  return createRequire(manifest)(name) as T
}

/** An ES-module benchmark tool (Lighthouse, chrome-launcher), installed first when missing. */
export async function importBenchTool<T>(name: string): Promise<T> {
  ensureInstalled(name)
  return (await import(pathToFileURL(createRequire(manifest).resolve(name)).href)) as T
}
