// Server rendering never starts the validator's worker, yet webpack bundles the worker wherever
// a page can create it. The HTML stages bundle this empty set instead of the generated validators
// (about 2.5 MB of code), which would otherwise be compiled there for nothing.
export const validators: Record<string, () => Promise<unknown>> = {}
