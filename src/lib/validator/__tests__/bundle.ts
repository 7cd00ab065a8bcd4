// The schema bundle and its generated validators, as the build makes them, for tests.
import fs from "node:fs"
import path from "node:path"
import type { JsonSchema } from "../../schema/flatten"
import { nodeValidators } from "../standalone"

export const bundleDir = path.resolve("content/schemas")

export function readBundle(dir = bundleDir): Record<string, JsonSchema> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => /^tidas_.*\.json$/.test(name))
      .map((name) => [name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))]),
  )
}

let shared: ReturnType<typeof nodeValidators> | null = null
/** The bundle's generated validators, generated once per test file. */
export const bundleValidators = () => (shared ??= nodeValidators(readBundle()))
