// Compiles MDX files the way the site does (MDX 2 + GFM) and reports syntax errors with
// file, line and column, so writers can check a page without running a full build.
import { readFile } from "node:fs/promises"
import { compile } from "@mdx-js/mdx"
import remarkGfm from "remark-gfm"

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error("usage: node scripts/check-mdx.mjs FILE.mdx [FILE.mdx ...]")
  process.exit(64)
}
let failed = 0
for (const file of files) {
  const source = await readFile(file, "utf8")
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => "\n".repeat(fm.split("\n").length - 1))
  try {
    await compile(body, { remarkPlugins: [remarkGfm], providerImportSource: "@mdx-js/react" })
    console.log(`ok      ${file}`)
  } catch (error) {
    failed += 1
    const where = error.line ? `:${error.line}:${error.column}` : ""
    console.log(`FAILED  ${file}${where}  ${error.reason || error.message}`)
  }
}
process.exit(failed ? 1 : 0)
