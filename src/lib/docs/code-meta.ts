// Parses a fenced code block's meta string: title="file.json" {1,3-5}

export interface CodeMeta {
  title?: string
  highlightLines: Set<number>
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set() }
  if (!meta) return result
  const title = meta.match(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/)
  if (title) result.title = title[1] ?? title[2] ?? title[3]
  const ranges = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, "").match(/\{([\d,\s-]+)\}/)
  if (ranges) {
    for (const part of ranges[1].split(",")) {
      const [from, to] = part
        .trim()
        .split("-")
        .map((n) => Number.parseInt(n, 10))
      if (Number.isNaN(from)) continue
      for (let line = from; line <= (Number.isNaN(to ?? Number.NaN) ? from : to); line += 1) {
        result.highlightLines.add(line)
      }
    }
  }
  return result
}
