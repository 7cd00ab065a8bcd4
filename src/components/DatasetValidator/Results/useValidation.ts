import { useCallback, useEffect, useRef, useState } from "react"
import { isTooLarge, looksLikeJsonFile, textBytes } from "../../../lib/validator/limits"
import type { CheckResult, WorkerResponse } from "../../../lib/validator/types"
import type { Batch, ValidationInput } from "../batch"
import { createWorker } from "./create-worker"

/** null: still being checked. */
export type Outcome = CheckResult | null

export interface Validation {
  outcomes: Outcome[]
  /** Stops the run: its worker is terminated, unchecked documents say so. */
  cancel(): void
  /** Checks the batch again with a fresh worker (after a chunk or a schema failed to load). */
  retry(): void
}

/** What is known before the worker sees a document: refusals by type and size. */
function refusal({ file, text }: ValidationInput): Outcome {
  if (text !== undefined) {
    const bytes = textBytes(text)
    return isTooLarge(bytes) ? { status: "tooLarge", bytes } : null
  }
  if (!file) return null
  if (!looksLikeJsonFile(file.name, file.type)) return { status: "notJsonFile" }
  // Refused before reading: the worker never receives a file it would not check.
  if (isTooLarge(file.size)) return { status: "tooLarge", bytes: file.size }
  return null
}

/**
 * Checks each document of the batch in a worker of its own: a new batch (or a retry) terminates
 * the worker of the one before instead of queueing behind it, so a huge file never holds up the
 * reader's next action.
 */
export function useValidation(batch: Batch): Validation {
  const worker = useRef<Worker | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = `${batch.id}/${attempt}`
  const [state, setState] = useState<{ key: string; outcomes: Outcome[] }>({
    key,
    outcomes: batch.inputs.map(() => null),
  })

  useEffect(() => {
    const outcomes = batch.inputs.map(refusal)
    setState({ key, outcomes })
    if (outcomes.every((outcome) => outcome !== null)) return undefined
    const update = (change: (outcomes: Outcome[]) => Outcome[]) =>
      setState((previous) => (previous.key !== key ? previous : { key, outcomes: change(previous.outcomes) }))
    const failAll = () => update((previous) => previous.map((outcome) => outcome ?? { status: "failed" }))
    let current: Worker
    try {
      current = createWorker()
    } catch {
      failAll()
      return undefined
    }
    worker.current = current
    current.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.batch === batch.id)
        update((previous) => previous.map((outcome, i) => (i === event.data.index ? event.data.result : outcome)))
    }
    // The worker's own chunk could not load (or it crashed): what is left cannot be checked.
    current.onerror = failAll
    batch.inputs.forEach((input, index) => {
      if (outcomes[index] === null) current.postMessage({ batch: batch.id, index, text: input.text, file: input.file })
    })
    return () => {
      current.terminate()
      if (worker.current === current) worker.current = null
    }
  }, [batch, key])

  const cancel = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
    setState((previous) => ({
      ...previous,
      outcomes: previous.outcomes.map((outcome) => outcome ?? { status: "cancelled" }),
    }))
  }, [])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const outcomes = state.key === key ? state.outcomes : batch.inputs.map(() => null)
  return { outcomes, cancel, retry }
}
