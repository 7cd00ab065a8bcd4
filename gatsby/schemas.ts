// The schema bundle served at /schemas/: ours (content/schemas), or another bundle with the
// same file names when TIDAS_SCHEMA_DIR is set.
import fs from "node:fs"
import path from "node:path"
import { zipFiles } from "./zip"

/** Stable URL of the whole bundle as one download (offered on the schema intro page). */
export const bundleZipPath = "/schemas/tidas-schemas.zip"

export function schemaDir(): string {
  return path.resolve(process.env.TIDAS_SCHEMA_DIR || "content/schemas")
}

export function schemaFiles(dir = schemaDir()): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter((name) => /^tidas_.*\.json$/.test(name)).sort()
}

/** Copies the bundle to public/schemas so each file has a stable download URL, and zips it. */
export function publishSchemas(publicDir = path.resolve("public"), dir = schemaDir()): string[] {
  const target = path.join(publicDir, "schemas")
  fs.mkdirSync(target, { recursive: true })
  const files = schemaFiles(dir)
  for (const name of files) fs.copyFileSync(path.join(dir, name), path.join(target, name))
  const zip = zipFiles(files.map((name) => ({ name: `tidas-schemas/${name}`, data: fs.readFileSync(path.join(dir, name)) })))
  fs.writeFileSync(path.join(publicDir, bundleZipPath), zip)
  return files
}
