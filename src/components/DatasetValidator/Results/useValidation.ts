import { useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { isTooLarge, looksLikeJsonFile } from "../../../lib/validator/limits"
import type { CheckResult, WorkerResponse } from "../../../lib/validator/types"
import type { Batch } from "../batch"
import { createWorker } from "./create-worker"

/** null: still being checked. */
export type Outcome = CheckResult | null

/** Sends each document of the batch to the worker (one worker for the page's lifetime) and collects the results. */
export function useValidation(batch: Batch): Outcome[] {
  const worker = useRef<Worker | null>(null)
  const [state, setState] = useState<{ id: number; outcomes: Outcome[] }>({ id: batch.id, outcomes: batch.inputs.map(() => null) })

  useEffect(() => {
    worker.current = createWorker()
    return () => worker.current?.terminate()
  }, [])

  useEffect(() => {
    const current = worker.current!
    const outcomes: Outcome[] = batch.inputs.map(({ file }) => {
      if (!file) return null
      if (!looksLikeJsonFile(file.name, file.type)) return { status: "notJsonFile" }
      // Refused before reading: the worker never receives a file it would not check.
      if (isTooLarge(file.size)) return { status: "tooLarge", bytes: file.size }
      return null
    })
    setState({ id: batch.id, outcomes })
    const settle = (index: number, result: CheckResult) =>
      setState((previous) => (previous.id !== batch.id ? previous : { id: batch.id, outcomes: previous.outcomes.map((outcome, i) => (i === index ? result : outcome)) }))
    current.onmessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.batch === batch.id) settle(event.data.index, event.data.result)
    }
    current.onerror = () =>
      setState((previous) => (previous.id !== batch.id ? previous : { id: batch.id, outcomes: previous.outcomes.map((outcome) => outcome ?? { status: "failed" }) }))
    const schemaBase = new URL(withPrefix("/schemas/"), window.location.href).href
    batch.inputs.forEach((input, index) => {
      if (outcomes[index] === null) current.postMessage({ batch: batch.id, index, text: input.text, file: input.file, schemaBase })
    })
  }, [batch])

  return state.id === batch.id ? state.outcomes : batch.inputs.map(() => null)
}
