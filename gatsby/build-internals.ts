// Moves the build internals (src/lib/serving/unpublished.ts) out of public/ into
// .cache/build-internals/, where the byte budgets and the validator benchmark still read them.
import fs from "node:fs"
import path from "node:path"
import { buildInternalsDir, isBuildInternal } from "../src/lib/serving/unpublished"

function walk(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`
    return entry.isDirectory() ? walk(path.join(dir, entry.name), relative) : [relative]
  })
}

export function moveBuildInternals(
  publicDir = path.resolve("public"),
  target = buildInternalsDir(publicDir),
): string[] {
  const files = walk(publicDir).filter(isBuildInternal)
  fs.rmSync(target, { recursive: true, force: true })
  for (const file of files) {
    const destination = path.join(target, file)
    fs.mkdirSync(path.dirname(destination), { recursive: true })
    fs.renameSync(path.join(publicDir, file), destination)
  }
  return files
}
