import fs from "node:fs"
import path from "node:path"

/**
 * A reader of `tidas` command lines built from the option list in
 * tests/fixtures/tidas-cli/options.json (taken from the CLI's clap definitions), so that a
 * command shown in the docs is checked against what the real parser accepts: commands,
 * subcommands, options, enumerated values, required options and the cross-option checks.
 */

interface OptionSpec {
  value?: string
  flag?: boolean
  values?: string[]
  type?: "positive-integer"
  required?: boolean
  default?: string
  env?: string
  exits?: boolean
}

type Constraint =
  | { kind: "conflicts"; args: string[]; message: string }
  | { kind: "command-required"; unless: string; message: string }
  | { kind: "required-unless"; arg: string; unless: string; message: string }
  | {
      kind: "when"
      if: Record<string, string | boolean>
      unless?: string
      forbid?: string[]
      require?: string[]
      equal?: Record<string, string>
      message: string
    }

interface CommandSpec {
  positionals?: { name: string; required: boolean }[]
  options?: Record<string, OptionSpec>
  subcommands?: Record<string, CommandSpec>
  constraints?: Constraint[]
}

export interface CliSpec {
  source: { version: string; tag: string; commit: string }
  global: { options: Record<string, OptionSpec> }
  root: { options: Record<string, OptionSpec>; constraints: Constraint[] }
  commands: Record<string, CommandSpec>
}

export const cliSpec: CliSpec = JSON.parse(
  fs.readFileSync(path.resolve("tests/fixtures/tidas-cli/options.json"), "utf8"),
)

export type ParseResult = { ok: true; command: string[] } | { ok: false; error: string }

export interface ParseOptions {
  /** A fragment quoted in prose (`tidas export` with `--target`): names are checked, completeness is not. */
  fragment?: boolean
}

const helpFlags = new Set(["--help", "-h"])

/** `<DIR>`, `…` or `$VAR`: a stand-in for a value, accepted wherever a value is. */
const isPlaceholder = (value: string) => /^<[^>]+>$|…|\.\.\.|^\$/.test(value)

function checkValue(name: string, spec: OptionSpec, value: string): string | null {
  if (isPlaceholder(value)) return null
  // `<ilcd|tidas>` or `ilcd|both` in a synopsis: every alternative must be a real value.
  const alternatives = value.replace(/^[<[]|[>\]]$/g, "").split("|")
  for (const alternative of alternatives) {
    if (spec.values && !spec.values.includes(alternative)) {
      return `invalid value '${alternative}' for ${name} (possible values: ${spec.values.join(", ")})`
    }
    if (spec.type === "positive-integer" && !/^[1-9][0-9]*$/.test(alternative)) {
      return `invalid value '${alternative}' for ${name}: expected a positive integer`
    }
  }
  return null
}

/** Parses the words after `tidas` (no shell syntax left) the way the CLI's parser would. */
export function parseTidasArgs(args: string[], options: ParseOptions = {}, spec: CliSpec = cliSpec): ParseResult {
  const present = new Map<string, string | true>()
  const path: string[] = []
  let scope: CommandSpec | null = null
  let positionals: string[] = []
  let onlyPositionals = false

  const known = (): Record<string, OptionSpec> =>
    scope ? { ...spec.global.options, ...(scope.options ?? {}) } : { ...spec.global.options, ...spec.root.options }

  for (let i = 0; i < args.length; i++) {
    const word = args[i]
    if (!onlyPositionals && helpFlags.has(word)) return { ok: true, command: path }
    if (!onlyPositionals && word === "--") {
      onlyPositionals = true
      continue
    }
    if (!onlyPositionals && word.startsWith("-") && word !== "-") {
      const [name, inline] =
        word.startsWith("--") && word.includes("=")
          ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]
          : [word, undefined]
      const option = known()[name]
      if (!option) {
        const where = path.length ? `tidas ${path.join(" ")}` : "tidas"
        return { ok: false, error: `unexpected argument '${name}' for ${where}` }
      }
      if (option.exits) return { ok: true, command: path }
      if (present.has(name)) return { ok: false, error: `${name} cannot be used multiple times` }
      if (option.flag) {
        if (inline !== undefined) return { ok: false, error: `${name} takes no value` }
        present.set(name, true)
        continue
      }
      const value = inline ?? args[++i]
      // Prose names an option on its own ("`tidas export --output` names the ZIP file").
      if (value === undefined && options.fragment) return { ok: true, command: path }
      if (value === undefined || (inline === undefined && value.startsWith("-") && value !== "-")) {
        return { ok: false, error: `a value is required for '${name} <${option.value}>'` }
      }
      const invalid = checkValue(name, option, value)
      if (invalid) return { ok: false, error: invalid }
      present.set(name, value)
      continue
    }
    // A bare word chooses a command (or a release action) until a command with arguments is reached.
    const choices: Record<string, CommandSpec> | undefined = scope ? scope.subcommands : spec.commands
    if (choices && !onlyPositionals) {
      // `tidas <command> --help`: a stand-in for the command leaves nothing more to check.
      if (isPlaceholder(word)) return { ok: true, command: path }
      const next: CommandSpec | undefined = choices[word]
      if (!next)
        return {
          ok: false,
          error: `unrecognized subcommand '${word}' (expected one of: ${Object.keys(choices).join(", ")})`,
        }
      path.push(word)
      scope = next
      positionals = []
      continue
    }
    positionals.push(word)
  }

  if (!scope) {
    for (const rule of spec.root.constraints) {
      const has = (arg: string) => (arg === "COMMAND" ? false : present.has(arg))
      if (rule.kind === "conflicts" && rule.args.every(has)) return { ok: false, error: rule.message }
      if (rule.kind === "command-required" && !options.fragment && !present.has(rule.unless))
        return { ok: false, error: rule.message }
    }
    return { ok: true, command: path }
  }
  if (present.has("--completion")) return { ok: false, error: "--completion cannot be combined with a product command" }
  if (scope.subcommands) {
    if (options.fragment) return { ok: true, command: path }
    return {
      ok: false,
      error: `tidas ${path.join(" ")} requires a subcommand (${Object.keys(scope.subcommands).join(", ")})`,
    }
  }

  const declared = scope.positionals ?? []
  if (positionals.length > declared.length) {
    return { ok: false, error: `unexpected argument '${positionals[declared.length]}' for tidas ${path.join(" ")}` }
  }
  const given = new Set(declared.slice(0, positionals.length).map((p) => p.name))
  const has = (arg: string) => given.has(arg) || present.has(arg)
  const valueOf = (arg: string) => {
    const value = present.get(arg)
    return value === undefined ? scope!.options?.[arg]?.default : value
  }

  if (options.fragment) return { ok: true, command: path }

  for (const positional of declared) {
    if (positional.required && !given.has(positional.name)) {
      return {
        ok: false,
        error: `the required argument <${positional.name}> was not provided to tidas ${path.join(" ")}`,
      }
    }
  }
  for (const [name, option] of Object.entries(scope.options ?? {})) {
    if (option.required && !present.has(name)) {
      return {
        ok: false,
        error: `the required option '${name} <${option.value}>' was not provided to tidas ${path.join(" ")}`,
      }
    }
  }
  for (const rule of scope.constraints ?? []) {
    if (rule.kind === "conflicts" && rule.args.every(has)) return { ok: false, error: rule.message }
    if (rule.kind === "required-unless" && !has(rule.arg) && !has(rule.unless))
      return { ok: false, error: rule.message }
    if (rule.kind === "when") {
      if (rule.unless && has(rule.unless)) continue
      const applies = Object.entries(rule.if).every(([arg, expected]) =>
        expected === true ? has(arg) : valueOf(arg) === expected,
      )
      if (!applies) continue
      const broken =
        (rule.forbid ?? []).some(has) ||
        (rule.require ?? []).some((arg) => !has(arg)) ||
        Object.entries(rule.equal ?? {}).some(([arg, expected]) => {
          const value = valueOf(arg)
          return typeof value === "string" && !isPlaceholder(value) && value !== expected
        })
      if (broken) return { ok: false, error: rule.message }
    }
  }
  return { ok: true, command: path }
}

/** Splits a shell line into words, stopping at a comment, a pipe, a redirection or a list operator. */
export function shellWords(line: string): string[] {
  const words: string[] = []
  let current = ""
  let started = false
  let quote: '"' | "'" | null = null
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quote) {
      if (c === quote) quote = null
      else if (c === "\\" && quote === '"' && i + 1 < line.length) current += line[++i]
      else current += c
      continue
    }
    if (c === "'" || c === '"') {
      quote = c
      started = true
      continue
    }
    if (c === "\\" && i + 1 < line.length) {
      current += line[++i]
      started = true
      continue
    }
    if (/\s/.test(c)) {
      if (started) words.push(current)
      current = ""
      started = false
      continue
    }
    if (
      !started &&
      (c === "#" || c === "|" || c === ">" || (c === "<" && line[i + 1] === "<") || c === ";" || c === "&")
    )
      break
    if (!started && /[0-9]/.test(c) && line[i + 1] === ">") break
    current += c
    started = true
  }
  if (started) words.push(current)
  return words
}

export interface ShownCommand {
  file: string
  line: number
  text: string
  words: string[]
  fragment: boolean
}

/**
 * The `tidas …` commands a page shows: every line of a fenced code block whose command is
 * `tidas` (after a prompt, a YAML `run:` or variable assignments; `\` continuations joined),
 * and inline code spans in prose that start with `tidas `, read as fragments.
 */
export function tidasCommandsIn(file: string, source: string): ShownCommand[] {
  const found: ShownCommand[] = []
  const lines = source.split("\n")
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]
    const opening = raw.match(/^\s*(`{3,}|~{3,})/)
    if (opening) {
      if (fence === null) fence = opening[1]
      else if (raw.trim().startsWith(fence) && raw.trim().replace(/[`~]/g, "") === "") fence = null
      continue
    }
    if (fence !== null) {
      let text = raw
      const start = i
      while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, " ") + lines[++i]
      const command = text.replace(/^\s*(?:-\s+)?(?:run:\s*)?(?:[$>]\s+)?/, "")
      const words = shellWords(command)
      while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift()
      if (words[0] === "tidas")
        found.push({ file, line: start + 1, text: text.trim(), words: words.slice(1), fragment: false })
      continue
    }
    for (const span of raw.matchAll(/`(tidas(?: [^`]*)?)`/g)) {
      const words = shellWords(span[1])
      if (words[0] === "tidas") found.push({ file, line: i + 1, text: span[1], words: words.slice(1), fragment: true })
    }
  }
  return found
}
