// Writes the generated parts of static/_headers and deploy/nginx.conf from
// src/lib/serving/headers.ts. With --check it writes nothing and fails when either is stale
// (a unit test runs the same comparison).
import fs from "node:fs"
import { expectedServingFiles } from "../src/lib/serving/files"

const check = process.argv.includes("--check")
let stale = 0
for (const [file, expected] of Object.entries(expectedServingFiles((name) => fs.readFileSync(name, "utf8")))) {
  if (fs.readFileSync(file, "utf8") === expected) continue
  stale += 1
  if (check) console.error(`${file} is out of date: run npm run serving:headers`)
  else fs.writeFileSync(file, expected)
}
if (check && stale) process.exit(1)
console.log(check ? "Serving headers are up to date." : `Updated ${stale} file(s).`)
