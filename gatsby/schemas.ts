// The schema bundle served at /schemas/: ours (content/schemas), or another bundle with the
// same file names when TIDAS_SCHEMA_DIR is set. The classification lists (categories/) are
// published beside the schemas, so the schemas' references to them resolve in one folder.
import fs from "node:fs"
import path from "node:path"
import { zipSync } from "fflate"

/** Stable URL of the whole bundle as one download (offered on the schema intro page). */
export const bundleZipPath = "/schemas/tidas-schemas.zip"

export function schemaDir(): string {
  return path.resolve(process.env.TIDAS_SCHEMA_DIR || "content/schemas")
}

export function schemaFiles(dir = schemaDir()): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => /^tidas_.*\.json$/.test(name))
    .sort()
}

/** The category files of a bundle (categories/tidas_*_category.json) and their licence, when present. */
export function categoryDownloads(dir: string): Array<{ name: string; source: string }> {
  if (!fs.existsSync(dir)) return []
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^tidas_.*_category\.json$/.test(name))
    .sort()
  const license = path.join(dir, "LICENSE")
  return [
    ...files.map((name) => ({ name, source: path.join(dir, name) })),
    ...(fs.existsSync(license) ? [{ name: "tidas_category_LICENSE.txt", source: license }] : []),
  ]
}

/** Copies the bundle and its category files to public/schemas so each has a stable download URL, and zips them. */
export function publishSchemas(publicDir = path.resolve("public"), dir = schemaDir()): string[] {
  const target = path.join(publicDir, "schemas")
  fs.mkdirSync(target, { recursive: true })
  const files = [
    ...schemaFiles(dir).map((name) => ({ name, source: path.join(dir, name) })),
    ...categoryDownloads(path.join(dir, "categories")),
  ]
  for (const { name, source } of files) fs.copyFileSync(source, path.join(target, name))
  // A fixed date (read in local time, as zip stores it) keeps the archive identical between builds.
  const mtime = new Date(2024, 0, 1)
  const zip = zipSync(
    Object.fromEntries(
      files.map(({ name, source }) => [`tidas-schemas/${name}`, [fs.readFileSync(source), { level: 9, mtime }]]),
    ),
  )
  fs.writeFileSync(path.join(publicDir, bundleZipPath), zip)
  return files.map(({ name }) => name)
}
