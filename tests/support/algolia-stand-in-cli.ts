// Runs the Algolia stand-in as its own process, for a build to index into:
//   tsx tests/support/algolia-stand-in-cli.ts <port> <dump.json> <admin key> [<start from dump.json>]
// On SIGTERM or SIGINT it writes what it holds (indexes with their objects and settings, and
// the indexing requests it received) to the dump file and exits. Started from an earlier dump,
// it holds what the index held after that build, as Algolia would for the next one.
import fs from "node:fs"
import { startAlgoliaStandIn } from "./algolia-stand-in"

const [port, dumpFile, adminKey, startFrom] = process.argv.slice(2)
if (!port || !dumpFile || !adminKey) {
  console.error("usage: algolia-stand-in-cli.ts <port> <dump.json> <admin key> [<start from dump.json>]")
  process.exit(2)
}

type Dumped = Record<string, { settings: Record<string, unknown> | null; objects: Array<Record<string, unknown>> }>

startAlgoliaStandIn(null, Number(port), { adminKey }).then((standIn) => {
  if (startFrom) {
    const { indexes } = JSON.parse(fs.readFileSync(startFrom, "utf8")) as { indexes: Dumped }
    for (const [name, index] of Object.entries(indexes))
      standIn.indexes.set(name, {
        settings: index.settings,
        objects: new Map(index.objects.map((object) => [String(object.objectID), object])),
      })
  }
  console.log(
    `Algolia stand-in indexing on 127.0.0.1:${standIn.port}${startFrom ? `, starting from ${startFrom}` : ""}`,
  )
  const stop = () => {
    const indexes = Object.fromEntries(
      [...standIn.indexes].map(([name, index]) => [
        name,
        { settings: index.settings, objects: [...index.objects.values()] },
      ]),
    )
    const requests = standIn.indexing.map(({ method, path, status, body }) => {
      const entries = (body?.requests ?? []) as Array<{ action: string; body?: { objectID?: unknown } }>
      return {
        method,
        path,
        status,
        actions: entries.map((entry) => entry.action),
        objectIDs: entries.map((entry) => String(entry.body?.objectID)),
      }
    })
    fs.writeFileSync(dumpFile, JSON.stringify({ indexes, requests }))
    void standIn.close().then(() => process.exit(0))
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
})
