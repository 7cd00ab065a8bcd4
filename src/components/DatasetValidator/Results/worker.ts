// The validator's Web Worker: reading, parsing and validating (even 10 MB) happen here, so
// the page keeps responding. Each dataset type's validator was generated at build time and is
// a chunk of its own, loaded the first time a document of that type is checked: nothing is
// compiled here, so the worker runs under the site's CSP, which allows no eval.
import { validators } from "tidas-validators"
import { classDataPath, type ListId } from "../../../lib/classes/lists"
import { unpackRows, type ClassRow, type PackedRow } from "../../../lib/classes/rows"
import { createEngine, type CompiledValidator } from "../../../lib/validator/engine"
import type { CheckResult, WorkerRequest, WorkerResponse } from "../../../lib/validator/types"

// The lists the build wrote to public/classifications/, at the site's root under its path
// prefix. This worker's script is in the site's chunks/ folder, so the root is found from its
// address. A list that failed to load is fetched again next time.
const siteRoot = new URL(self.location.pathname.replace(/(\/chunks)?\/[^/]*$/, "/"), self.location.origin)
const lists = new Map<ListId, Promise<ClassRow[]>>()
function loadList(list: ListId): Promise<ClassRow[]> {
  let rows = lists.get(list)
  if (!rows) {
    rows = fetch(new URL(classDataPath(list).slice(1), siteRoot).href)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.json() as Promise<PackedRow[]>
      })
      .then((packed) => unpackRows(list, packed))
    rows.catch(() => lists.delete(list))
    lists.set(list, rows)
  }
  return rows
}

const engine = createEngine(async (file) => {
  const load = validators[file]
  if (!load) throw new Error(`no validator for ${file}`)
  // A generated module is CommonJS: webpack may hand it over as the namespace's default.
  const module = (await load()) as Partial<CompiledValidator> & { default?: CompiledValidator }
  return module.validate ? (module as CompiledValidator) : module.default!
}, loadList)

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { batch, index, text, file } = event.data
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
