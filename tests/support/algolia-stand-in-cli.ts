// Runs the Algolia stand-in as its own process, for a build to index into:
//   tsx tests/support/algolia-stand-in-cli.ts <port> <dump.json> <admin key>
// On SIGTERM or SIGINT it writes what it holds (indexes with their objects and settings, and
// the indexing requests it received) to the dump file and exits.
import fs from "node:fs"
import { startAlgoliaStandIn } from "./algolia-stand-in"

const [port, dumpFile, adminKey] = process.argv.slice(2)
if (!port || !dumpFile || !adminKey) {
  console.error("usage: algolia-stand-in-cli.ts <port> <dump.json> <admin key>")
  process.exit(2)
}

startAlgoliaStandIn(null, Number(port), { adminKey }).then((standIn) => {
  console.log(`Algolia stand-in indexing on 127.0.0.1:${standIn.port}`)
  const stop = () => {
    const indexes = Object.fromEntries([...standIn.indexes].map(([name, index]) => [name, { settings: index.settings, objects: [...index.objects.values()] }]))
    const requests = standIn.indexing.map(({ method, path, status, body }) => ({ method, path, status, actions: ((body?.requests ?? []) as Array<{ action: string }>).map((entry) => entry.action) }))
    fs.writeFileSync(dumpFile, JSON.stringify({ indexes, requests }))
    void standIn.close().then(() => process.exit(0))
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
})
