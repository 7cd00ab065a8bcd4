// Checks the per-locale field descriptions of the schema bundle against the flattened
// schema inventory: every path described, in every locale, and no unknown paths.
//   node scripts/check-schema-descriptions.mjs [inventory-dir]
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

const inventoryDir = process.argv[2] || path.resolve("../shared/reference/schema-structure")
const files = {
  contacts: "tidas_contacts",
  sources: "tidas_sources",
  unitgroups: "tidas_unitgroups",
  flowproperties: "tidas_flowproperties",
  flows: "tidas_flows",
  processes: "tidas_processes",
  lciamethods: "tidas_lciamethods",
  lifecyclemodels: "tidas_lifecyclemodels",
  data_types: "tidas_data_types",
}
const locales = ["zh-CN", "en", "ja"]
let problems = 0
for (const [subject, name] of Object.entries(files)) {
  const inventory = path.join(inventoryDir, `${subject}.json`)
  if (!existsSync(inventory)) continue
  const paths = JSON.parse(readFileSync(inventory, "utf8")).paths.map((entry) => entry.path)
  for (const locale of locales) {
    const file = path.resolve("content/schemas/i18n", locale, `${name}.json`)
    if (!existsSync(file)) {
      console.log(`missing file ${path.relative(process.cwd(), file)}`)
      problems += 1
      continue
    }
    const descriptions = JSON.parse(readFileSync(file, "utf8"))
    const missing = paths.filter((p) => typeof descriptions[p] !== "string" || !descriptions[p].trim())
    const unknown = Object.keys(descriptions).filter((p) => !paths.includes(p))
    const cjkInEnglish =
      locale === "en"
        ? Object.entries(descriptions)
            .filter(([, text]) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(text))
            .map(([p]) => p)
        : []
    for (const [label, list] of [
      ["missing", missing],
      ["unknown", unknown],
      ["CJK in English", cjkInEnglish],
    ]) {
      if (list.length) {
        problems += list.length
        console.log(
          `${locale}/${name}.json: ${list.length} ${label}: ${list.slice(0, 5).join(", ")}${list.length > 5 ? " …" : ""}`,
        )
      }
    }
  }
}
console.log(problems ? `${problems} problems` : "all descriptions present")
process.exit(problems ? 1 : 0)
