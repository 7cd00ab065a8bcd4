// The validator's Web Worker: reading, parsing and validating (even 10 MB) happen here, so
// the page keeps responding. Schema files come from the site's /schemas/ folder, the same
// files readers download, fetched once per type.
import { createEngine } from "../../../lib/validator/engine"
import type { CheckResult, WorkerRequest, WorkerResponse } from "../../../lib/validator/types"

let schemaBase = ""

const engine = createEngine(async (file) => {
  const response = await fetch(new URL(file, schemaBase).href)
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`)
  return response.json()
})

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { batch, index, text, file } = event.data
  schemaBase = event.data.schemaBase
  let result: CheckResult
  let source: string
  try {
    source = text ?? (await file!.text())
  } catch {
    result = { status: "unreadable" }
    self.postMessage({ batch, index, result } satisfies WorkerResponse)
    return
  }
  try {
    result = await engine.check(source)
  } catch {
    result = { status: "failed" }
  }
  self.postMessage({ batch, index, result } satisfies WorkerResponse)
}
