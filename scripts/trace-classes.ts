// Where the class filter's time goes: types the query set of bench-classes.ts into the UN CPC
// filter on the English flows page with a Chromium trace running, and splits each query's
// main-thread work (from the input event to the painted answer) into script, style, layout,
// paint and garbage collection. Figures are thread CPU time, so they move less with the machine's
// load than the wall-clock latency does. Also prints the longest task of the steps that follow
// each answer. Run after a build.
// Usage: npx tsx scripts/trace-classes.ts [--runs 3]   (BENCH_PORT, default 9111; INJECT_CSS adds a
// style sheet to try a rule; SETTLE_MS waits after each answer; TRACE_OUT keeps the trace; QUIET)
import fs from "node:fs"
import { chromium } from "playwright-core"
import { benchmarkBrowserPath, chromiumArgs } from "../tests/support/chromium-flags"
import { servePublic } from "../scripts/lib/static-server"

const port = Number(process.env.BENCH_PORT || 9111)
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3
const pagePath = "/en/docs/core-modules/schema/schema-content/json-schema-flows"
const queries = ["41", "4112", "wheat", "steel bars", "products", "electricity", "x", "0111", "fish", "motor vehicles"]

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

async function main() {
  const server = await servePublic(port)
  const browser = await chromium.launch({ executablePath: benchmarkBrowserPath, args: chromiumArgs })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.addInitScript("window.__name = (f) => f")
  await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: "networkidle" })
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
  await page.locator('[id="class/flows_product/0"]').getByRole("button").first().click()
  await page.locator('[id="class/flows_product/0/01"]').waitFor()
  await page.waitForLoadState("networkidle")
  const filterOnce = (q: string, label: string) =>
    page.evaluate(
      ([q, label]) =>
        new Promise<number>((resolve) => {
          const section = document.querySelector("section[data-class-list=flows_product]")!
          const input = section.querySelector<HTMLInputElement>("input[type=search]")!
          const status = () => section.querySelector("[role=status]")?.textContent ?? ""
          const before = `${status()}|${section.querySelectorAll("li").length}|${section.querySelector("li")?.id}`
          performance.mark(`s:${label}`)
          const start = performance.now()
          const check = () => {
            const now = `${status()}|${section.querySelectorAll("li").length}|${section.querySelector("li")?.id}`
            if (now === before || status().includes("…")) return
            observer.disconnect()
            requestAnimationFrame(() =>
              setTimeout(() => {
                performance.mark(`e:${label}`)
                resolve(performance.now() - start)
              }),
            )
          }
          const observer = new MutationObserver(check)
          observer.observe(section, { childList: true, subtree: true, characterData: true })
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
          setter.call(input, q)
          input.dispatchEvent(new Event("input", { bubbles: true }))
        }),
      [q, label],
    )
  if (process.env.INJECT_CSS) await page.addStyleTag({ content: process.env.INJECT_CSS })
  await filterOnce(queries[0], "warm")
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink.user_timing",
      "v8.execute",
      "toplevel",
    ],
  })
  const times: Record<string, number> = {}
  for (let round = 0; round < runs; round++)
    for (const [i, q] of queries.entries()) {
      await filterOnce("", `c${round}-${i}`)
      times[`q${round}-${i}`] = await filterOnce(q, `q${round}-${i}`)
      await page.waitForTimeout(Number(process.env.SETTLE_MS || 0))
    }
  const buffer = await browser.stopTracing()
  fs.writeFileSync(process.env.TRACE_OUT || ".tmp/classes-trace.json", buffer)
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
  const events = trace.traceEvents
  // The page's renderer is the process with our marks; its main thread is CrRendererMain.
  const marked = events.find((e) => e.name === "s:q0-0")
  if (!marked) throw new Error("the trace has none of the page's marks")
  const pid = marked.pid
  const mainTid =
    events.find((e) => e.pid === pid && e.name === "thread_name" && e.args?.name === "CrRendererMain")?.tid ??
    marked.tid
  const marks = new Map<string, number>()
  for (const e of events)
    if (e.pid === pid && typeof e.name === "string" && /^[se]:/.test(e.name)) marks.set(e.name, e.ts)
  const main = events
    .filter((e) => e.pid === pid && e.tid === mainTid && e.ph === "X" && e.dur !== undefined)
    .map((e) => ({ ...e, dur: e.dur ?? 0, cpu: e.tdur ?? e.dur ?? 0 }))
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const kind = (name: string) =>
    /GC|Scavenge|MarkCompact|Sweep/i.test(name)
      ? "gc"
      : /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleInvalidator|ScheduleStyle)/.test(name)
        ? "style"
        : /^(Layout|IntersectionObserverController|UpdateLayerTree|HitTest|InvalidateLayout)/.test(name)
          ? "layout"
          : /^(Paint|PrePaint|Layerize|CompositeLayers|UpdateLayer|RasterTask|PaintImage|Commit|ScrollLayer)/.test(name)
            ? "paint"
            : /^(FunctionCall|EvaluateScript|V8\.|v8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8.run|ParseHTML|HandlePostMessage|RequestAnimationFrame)/.test(
                  name,
                )
              ? "js"
              : "other"
  // Self time per event with a stack.
  const self = new Map<(typeof main)[number], number>()
  const stack: typeof main = []
  for (const e of main) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    self.set(e, e.cpu)
    if (parent) self.set(parent, self.get(parent)! - e.cpu)
    stack.push(e)
  }
  const rows: string[] = []
  const totals: Record<string, number[]> = {}
  for (const label of Object.keys(times)) {
    const from = marks.get(`s:${label}`)!
    const to = marks.get(`e:${label}`)!
    const by: Record<string, number> = {}
    const names: Record<string, number> = {}
    for (const e of main) {
      if (e.ts < from || e.ts > to) continue
      const k = kind(e.name)
      by[k] = (by[k] ?? 0) + self.get(e)! / 1000
      names[e.name] = (names[e.name] ?? 0) + self.get(e)! / 1000
    }
    const [round, i] = label.slice(1).split("-").map(Number)
    const top = Object.entries(names)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(", ")
    if (!process.env.QUIET)
      rows.push(
        `${String(round)} ${queries[i].padEnd(15)} ${times[label].toFixed(0).padStart(4)} ms | ${["js", "style", "layout", "paint", "gc", "other"].map((k) => `${k} ${(by[k] ?? 0).toFixed(1)}`).join("  ")} | ${top}`,
      )
    for (const k of ["js", "style", "layout", "paint", "gc", "other"]) (totals[k] ??= []).push(by[k] ?? 0)
  }
  console.log(rows.join("\n"))
  // The steps after each answer: the longest task's CPU time until the next query starts.
  const tails: number[] = []
  const labels = Object.keys(times)
  for (const label of labels) {
    const from = marks.get(`e:${label}`)!
    const [round, i] = label.slice(1).split("-").map(Number)
    const next = marks.get(`s:c${i + 1 < queries.length ? round : round + 1}-${(i + 1) % queries.length}`) ?? Infinity
    let longest = 0
    let sum = 0
    for (const e of main)
      if (e.name === "RunTask" && e.ts >= from && e.ts < next) {
        longest = Math.max(longest, e.cpu / 1000)
        sum += e.cpu / 1000
      }
    tails.push(longest)
    if (!process.env.QUIET)
      console.log(`  after ${label} ${queries[i]}: longest task ${longest.toFixed(1)} ms cpu, all ${sum.toFixed(1)}`)
  }
  console.log(
    `steps after the answers: longest task cpu max ${Math.max(...tails).toFixed(1)}, median ${tails.sort((a, b) => a - b)[tails.length >> 1].toFixed(1)}`,
  )
  const all = Object.values(times).sort((a, b) => a - b)
  console.log(
    `p50 ${all[Math.ceil(all.length * 0.5) - 1].toFixed(0)} p95 ${all[Math.ceil(all.length * 0.95) - 1].toFixed(0)}`,
  )
  const perQuery = Object.keys(times)
    .map((_, q) => Object.values(totals).reduce((sum, v) => sum + v[q], 0))
    .sort((a, b) => a - b)
  console.log(
    `main-thread cpu per query: p50 ${perQuery[Math.ceil(perQuery.length * 0.5) - 1].toFixed(1)} p95 ${perQuery[Math.ceil(perQuery.length * 0.95) - 1].toFixed(1)} max ${perQuery[perQuery.length - 1].toFixed(1)}`,
  )
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length
  console.log(
    Object.entries(totals)
      .map(([k, v]) => `${k} ${mean(v).toFixed(1)}`)
      .join("  "),
    " total cpu",
    Object.values(totals)
      .reduce((s, v) => s + mean(v), 0)
      .toFixed(1),
  )
  await browser.close()
  server.close()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
