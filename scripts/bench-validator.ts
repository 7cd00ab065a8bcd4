// Figures behind the validator's choices (issue 7): the weight of its chunks in the build, what
// bundling the schemas into the worker would add instead of fetching them from /schemas/, and
// how long compiling and validating take (Node, same engine as the worker).
// Usage: npm run bench:validator  (after a build, for the chunk sizes)
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { createEngine } from "../src/lib/validator/engine"
import { validSample } from "../src/lib/validator/samples"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length

const publicDir = path.resolve("public")
if (fs.existsSync(publicDir)) {
  // The build's own chunk map names this build's files (public/ keeps older builds' too).
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<string, string[]>
  for (const name of ["dataset-validator", "validator-worker", "validator-samples"]) {
    const file = chunkMap[name]?.find((asset) => asset.endsWith(".js"))
    if (file) console.log(`chunk ${name}: ${kb(fs.statSync(path.join(publicDir, file)).size)} raw, ${kb(gz(path.join(publicDir, file)))} gzip`)
  }
} else console.log("no public/ folder: run a build for the chunk sizes")

const schemaDir = path.resolve("content/schemas")
const schemas = fs.readdirSync(schemaDir).filter((name) => /^tidas_.*\.json$/.test(name))
const all = schemas.reduce((sum, name) => sum + gz(path.join(schemaDir, name)), 0)
const contact = gz(path.join(schemaDir, "tidas_contacts.json")) + gz(path.join(schemaDir, "tidas_data_types.json"))
const processes = gz(path.join(schemaDir, "tidas_processes.json")) + gz(path.join(schemaDir, "tidas_data_types.json"))
console.log(`schemas bundled into the worker: +${kb(all)} gzip; fetched on demand: ${kb(contact)} for a contact, ${kb(processes)} for a process`)

const load = async (file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"))
async function time(label: string, text: string, engine = createEngine(load)) {
  const start = performance.now()
  const result = await engine.check(text)
  console.log(`${label}: ${result.status} in ${(performance.now() - start).toFixed(0)} ms`)
}

async function main() {
  for (const file of ["tidas_contacts.json", "tidas_processes.json"]) {
    const ajvStart = performance.now()
    const engine = createEngine(load)
    await engine.check(JSON.stringify({ [file === "tidas_contacts.json" ? "contactDataSet" : "processDataSet"]: {} }))
    console.log(`compile ${file} (first check): ${(performance.now() - ajvStart).toFixed(0)} ms`)
  }
  const doc = JSON.parse(validSample)
  const names: unknown[] = []
  while (names.length < 135_000) names.push({ "@xml:lang": "en", "#text": `Sample Life Cycle Assessment Group, variant ${names.length}` })
  doc.contactDataSet.contactInformation.dataSetInformation["common:name"] = names
  const large = JSON.stringify(doc)
  const engine = createEngine(load)
  await engine.check(validSample)
  await time(`${(large.length / 1024 / 1024).toFixed(1)} MB contact (parse + validate, schema compiled)`, large, engine)
}

void main()
