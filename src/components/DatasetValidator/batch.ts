/** One document to check: pasted text or a file. */
export interface ValidationInput {
  name: string
  text?: string
  file?: File
}

/** What the reader asked to check with one action (validate, choose, drop, sample). */
export interface Batch {
  id: number
  inputs: ValidationInput[]
}
