// The schema bundle served at /schemas/: ours (content/schemas), or another bundle with the
// same file names when TIDAS_SCHEMA_DIR is set.
import fs from "node:fs"
import path from "node:path"

export function schemaDir(): string {
  return path.resolve(process.env.TIDAS_SCHEMA_DIR || "content/schemas")
}

export function schemaFiles(dir = schemaDir()): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter((name) => /^tidas_.*\.json$/.test(name)).sort()
}

/** Copies the bundle to public/schemas so each file has a stable download URL. */
export function publishSchemas(publicDir = path.resolve("public")): string[] {
  const target = path.join(publicDir, "schemas")
  fs.mkdirSync(target, { recursive: true })
  const files = schemaFiles()
  for (const name of files) fs.copyFileSync(path.join(schemaDir(), name), path.join(target, name))
  return files
}
