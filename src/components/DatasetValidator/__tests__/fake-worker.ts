// Stands in for the validator's Web Worker in Jest: the real engine on the real bundle, run in
// this thread. Files are read only when they are posted, and every request is recorded.
import fs from "node:fs"
import path from "node:path"
import { createEngine } from "../../../lib/validator/engine"
import type { WorkerRequest, WorkerResponse } from "../../../lib/validator/types"

export const posted: WorkerRequest[] = []

export function createWorker() {
  const engine = createEngine(async (file) => JSON.parse(fs.readFileSync(path.resolve("content/schemas", file), "utf8")))
  const worker = {
    onmessage: null as null | ((message: { data: WorkerResponse }) => void),
    onerror: null,
    postMessage(request: WorkerRequest) {
      posted.push(request)
      void engine.check(request.text ?? "").then((result) => worker.onmessage?.({ data: { batch: request.batch, index: request.index, result } }))
    },
    terminate() {},
  }
  return worker
}
