import fs from "node:fs"
import path from "node:path"

/** Released docs versions, newest first, from versions.json (none when the file is absent). */
export function readReleasedVersions(file = path.resolve("versions.json")): string[] {
  if (!fs.existsSync(file)) return []
  const value = JSON.parse(fs.readFileSync(file, "utf8")) as unknown
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error(`${file} must be a JSON array of version names.`)
  }
  return value
}

export const versionedDocsRoot = path.resolve("content/versioned_docs")
