import fs from "node:fs"
import path from "node:path"
import { cliSpec, parseTidasArgs, shellWords, tidasCommandsIn } from "./parser"

// Every `tidas …` command a page shows must be one the released CLI accepts as written.

function mdxFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) mdxFiles(full, out)
    else if (entry.name.endsWith(".mdx")) out.push(full)
  }
  return out
}

const parse = (line: string) => parseTidasArgs(shellWords(line).slice(1))

describe("the tidas command-line reader", () => {
  test.each([
    "tidas convert ./pkg --to ilcd --output ./out",
    "tidas --format json --report r.json validate ./pkg --input-format tidas-json",
    "tidas validate ./pkg --format json --issues issues.jsonl",
    "tidas validate --describe --format json",
    "tidas validate ./batch --protocol document-validation-batch.v1 --input-manifest m.jsonl --events e.jsonl",
    "tidas import ./db.zip --output ./out --from-format simapro-csv --target both --write-mapping",
    "tidas export --output ./tidas.zip --target ilcd --skip-external-docs",
    "tidas release validate-closure --input-dir ./c --dataset-index ./i.json --profile unit-process-full-closure.v1",
    "tidas ruleset --id some-ruleset",
    "tidas --completion zsh",
    "tidas --version",
    "tidas import --help",
    "tidas --memory-budget-mib=1024 version",
  ])("accepts %s", (line) => {
    expect(parse(line)).toEqual(expect.objectContaining({ ok: true }))
  })

  test.each<[string, RegExp]>([
    ["tidas import ./steel.spold --target tidas", /--output/],
    ["tidas export --skip-external-docs", /--output/],
    ["tidas convert ./pkg --output ./out", /--to/],
    ["tidas convert ./pkg --to eilcd --output ./out", /invalid value 'eilcd'/],
    ["tidas validate ./pkg --input-format tidas", /invalid value 'tidas'/],
    ["tidas validate ./pkg --strict", /unexpected argument '--strict'/],
    ["tidas validate", /requires INPUT/],
    ["tidas validate ./pkg --input-format ilcd-xml --schema-only", /TIDAS JSON input only/],
    ["tidas validate ./pkg --events e.jsonl", /--protocol document-validation-batch.v1/],
    ["tidas export --output x.zip --skip-external-docs --external-docs-bucket docs", /--skip-external-docs cannot/],
    ["tidas release", /requires a subcommand/],
    ["tidas publish ./pkg", /unrecognized subcommand 'publish'/],
    ["tidas --completion bash validate ./pkg", /--completion/],
    ["tidas --queue-capacity 0 version", /positive integer/],
    ["tidas", /command is required/],
  ])("rejects %s", (line, error) => {
    const result = parse(line)
    expect(result.ok).toBe(false)
    expect(result.ok ? "" : result.error).toMatch(error)
  })

  test("reads commands out of code blocks and prose", () => {
    const source = [
      "Run `tidas validate --help` first.",
      "```bash",
      "TIDAS_DATABASE_URL='postgresql://u@h/db' tidas export \\",
      "  --output ./out.zip  # the archive",
      "cargo install tidas --version 0.2.0 --locked",
      "```",
      "```yaml",
      "      - run: tidas validate ./data > report.txt",
      "```",
    ].join("\n")
    expect(tidasCommandsIn("page.mdx", source).map(({ line, words, fragment }) => ({ line, words, fragment }))).toEqual(
      [
        { line: 1, words: ["validate", "--help"], fragment: true },
        { line: 3, words: ["export", "--output", "./out.zip"], fragment: false },
        { line: 8, words: ["validate", "./data"], fragment: false },
      ],
    )
  })
})

describe(`commands shown in docs and blog posts, checked against tidas ${cliSpec.source.version} (${cliSpec.source.commit.slice(0, 7)})`, () => {
  const files = [...mdxFiles(path.resolve("content/docs")), ...mdxFiles(path.resolve("content/blog"))]
  const shown = files.flatMap((file) =>
    tidasCommandsIn(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8")),
  )

  test("the tool guide shows commands in every locale", () => {
    for (const locale of ["zh-CN", "en", "ja"]) {
      expect(
        shown.filter((c) => c.file.endsWith(`tidas-tool-intro.${locale}.mdx`) && !c.fragment).length,
      ).toBeGreaterThan(10)
    }
  })

  test("every command is accepted by the CLI's parser", () => {
    const failures = shown
      .map((c) => ({ c, result: parseTidasArgs(c.words, { fragment: c.fragment }) }))
      .filter(({ result }) => !result.ok)
      .map(({ c, result }) => `${c.file}:${c.line}: ${c.text}\n    ${result.ok ? "" : result.error}`)
    expect(failures).toEqual([])
  })
})
