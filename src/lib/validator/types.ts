// What the validator worker reports for one document. Only data crosses to the page; the page
// turns it into sentences in the reader's language (messages.ts).
import type { ClassFinding } from "../classes/check"

/** One schema violation, reduced to what a message and a link need. */
export interface Issue {
  /** JSON pointer of the value that failed ('' for the document itself). */
  pointer: string
  /** The JSON Schema keyword that failed ('required', 'type', ...). */
  keyword: string
  params: Record<string, unknown>
  /** JSON type of the value that failed ('string', 'array', ...). */
  actual?: string
  /** The value, when it is short and printable (a string, number, boolean or null). */
  value?: string
  /** For anyOf and oneOf: the JSON types of the allowed alternatives, when all are known. */
  forms?: string[]
  /** Whether the rule comes from the shared UUID type (its pattern gets a clearer message). */
  uuid?: boolean
  /** Schema path of the documented field to link to, or null. */
  field: string | null
  /** Ajv's own English wording, shown only for keywords we have no sentence for. */
  message: string
  /** For keyword 'classification': what the list check found, with the closest entries. */
  classFinding?: ClassFinding
}

export type CheckResult =
  | { status: "valid"; root: string }
  | { status: "invalid"; root: string; docId: string; issues: Issue[]; total: number }
  | { status: "syntax"; line: number; column: number; found: string | null }
  | { status: "empty" }
  | { status: "notObject" }
  | { status: "unknownRoot"; found: string[] }
  | { status: "schemaUnavailable"; file: string }
  | { status: "tooLarge"; bytes: number }
  | { status: "notJsonFile" }
  | { status: "unreadable" }
  | { status: "failed" }
  | { status: "cancelled" }

export interface WorkerRequest {
  /** Which batch (one action of the reader) and which document in it. */
  batch: number
  index: number
  text?: string
  file?: Blob
}

export interface WorkerResponse {
  batch: number
  index: number
  result: CheckResult
}
