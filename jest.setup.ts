import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks these; React's server renderer (used to make server HTML for hydration tests)
// needs them.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
})
