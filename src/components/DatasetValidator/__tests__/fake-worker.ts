// Stands in for the validator's Web Worker in Jest: the real engine on the real bundle, run in
// this thread. Files are read only when they are posted, and every request is recorded.
import { createEngine } from "../../../lib/validator/engine"
import { bundleValidators } from "../../../lib/validator/__tests__/bundle"
import type { WorkerRequest, WorkerResponse } from "../../../lib/validator/types"

export const posted: WorkerRequest[] = []
/** hold: workers never answer (a long run); crash: the next worker fails to start, as a chunk that did not load. */
export const control = { hold: false, crash: false }
/** Workers created so far, and whether each was terminated. */
export const workers: Array<{ terminated: boolean }> = []

export function createWorker() {
  const engine = createEngine(bundleValidators())
  const worker = {
    onmessage: null as null | ((message: { data: WorkerResponse }) => void),
    onerror: null as null | (() => void),
    postMessage(request: WorkerRequest) {
      posted.push(request)
      if (control.crash) {
        control.crash = false
        setTimeout(() => worker.onerror?.(), 0)
        return
      }
      if (control.hold) return
      void engine
        .check(request.text ?? "")
        .then(
          (result) =>
            worker.terminated || worker.onmessage?.({ data: { batch: request.batch, index: request.index, result } }),
        )
    },
    terminated: false,
    terminate() {
      worker.terminated = true
    },
  }
  workers.push(worker)
  return worker
}
