// Strings that lists repeat on every row ('Expand {{name}}', 'Permalink to {{name}}'): asking
// i18next for each one costs more than drawing the row, so a list asks once per key with markers
// in place of the values, and fills the markers in itself.

type Translate = (key: string, values: Record<string, string>) => string

const marker = (name: string) => `\u0001${name}\u0001`

/**
 * `key` translated once with its values left open: the returned function fills them in.
 * Only for plain `{{value}}` interpolation (no plurals or formatting that depend on a value).
 */
export function stringTemplate<Name extends string>(
  t: Translate,
  key: string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const parts = t(key, Object.fromEntries(names.map((name) => [name, marker(name)]))).split("\u0001")
  // Odd parts are the names of values, even parts the text between them.
  return (values) => {
    let out = ""
    for (let at = 0; at < parts.length; at++) out += at % 2 ? (values[parts[at] as Name] ?? "") : parts[at]
    return out
  }
}
