// uniqueItems in linear time. Ajv compares array items of objects pairwise: a name in 100,000
// languages takes hours, and TIDAS puts uniqueItems on its multilingual texts and several
// lists. The generated validators (./standalone.ts) call this instead, so it is plain code
// with no Ajv in it: the validator's worker loads it as it is.

/** JSON text of a value with object keys sorted, so equal values give equal keys. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null"
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  const record = value as Record<string, unknown>
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
    .join(",")}}`
}

/** The first repeated item, as [index of its first copy, its own index]; null when all differ. */
export function firstDuplicate(items: unknown[]): [number, number] | null {
  const seen = new Map<string, number>()
  for (let i = 0; i < items.length; i += 1) {
    const key = canonical(items[i])
    const first = seen.get(key)
    if (first !== undefined) return [first, i]
    seen.set(key, i)
  }
  return null
}
