// Writes the dataset validator's generated modules (src/lib/validator/standalone.ts) before
// webpack runs, from the bundle this build publishes (ours, or TIDAS_SCHEMA_DIR's). They live
// outside src/ and outside public/: webpack reaches them through an alias and turns each into
// a chunk the validator's worker loads when a reader checks that dataset type.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { validatorModules } from "../src/lib/validator/standalone"
import { schemaDir, schemaFiles } from "./schemas"

export const validatorModulesDir = path.resolve(".cache/tidas-validators")
export const validatorRuntimeFile = path.resolve("src/lib/validator/unique-items.ts")
export const noValidatorsFile = path.resolve("src/lib/validator/no-validators.ts")

export function writeValidatorModules(
  dir = schemaDir(),
  outDir = validatorModulesDir,
  onProblem?: (message: string) => void,
): string[] {
  const schemas = Object.fromEntries(
    schemaFiles(dir).map((name) => [name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))]),
  )
  const modules = validatorModules(schemas, onProblem)
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  for (const [name, code] of Object.entries(modules)) fs.writeFileSync(path.join(outDir, name), code)
  return Object.keys(modules).filter((name) => name !== "index.js")
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const written = writeValidatorModules(undefined, undefined, (message) =>
    reporter.warn(
      `Dataset validator: cannot compile ${message}; the validator will say this dataset type cannot be checked.`,
    ),
  )
  reporter.info(
    `Dataset validator: ${written.length} validators generated from the schema bundle (no code is compiled in the browser).`,
  )
}
