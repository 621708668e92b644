// pnpm bench [--corpus DIR] [--dense]: static-audit speed against the parse5 floor, in one process after a
// warm-up; --dense: only the element-dense pages.
import { readdirSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { auditSnapshot, createRegistry, extractFacts, type PageSnapshot, snapshotOfHtml } from "@svc/core"
import { parse } from "parse5"
import { registeredPacks } from "../scripts/registered-packs"
import { printDenseTable } from "./dense-pages"
import { generatedPage } from "./generated-page"
import { extractorTimings, ruleTimings, slowest } from "./stage-timings"

const { values } = parseArgs({
  options: {
    corpus: { type: "string" },
    rounds: { type: "string", default: "7" },
    dense: { type: "boolean", default: false },
  },
})
if (values.dense) {
  printDenseTable()
  process.exit(0)
}
const rounds = Number(values.rounds)

const pages: ReadonlyArray<{ name: string; html: string }> = values.corpus
  ? readdirSync(values.corpus)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => ({ name, html: readFileSync(join(values.corpus as string, name), "utf8") }))
  : Array.from({ length: 60 }, (_, index) => ({
      name: `generated-${index}`,
      html: generatedPage(2_000 + ((index * 7919) % 200_000), index + 1),
    }))

const packs = await registeredPacks()
const registry = createRegistry(packs)
const snapshots = pages.map((page) => snapshotOfHtml(page.html, { url: "https://bench.example/page" }))
const totalBytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.html), 0)

const stages = {
  "parse5 parse only (floor)": (snapshot: PageSnapshot) =>
    parse(snapshot.body, { sourceCodeLocationInfo: true }),
  // For reference: the source locations every finding's line needs cost parse5 a good part of its time.
  "parse5 without locations": (snapshot: PageSnapshot) => parse(snapshot.body),
  "extraction (all facts)": (snapshot: PageSnapshot) => extractFacts(snapshot),
  "extraction + rules + scoring": (snapshot: PageSnapshot) => auditSnapshot(snapshot, { registry }),
}

interface Sample {
  readonly wallMs: number
  readonly cpuMs: number
}

/**
 * One pass of a stage over every input: wall and CPU time (CPU time is what load from other processes
 * distorts least). A full collection first, so no stage pays for another's garbage, then one pass of
 * the same stage left out: a forced collection makes V8 throw away optimized code whose embedded
 * object shapes no live object has any more ("weak objects" deoptimizations), and timing the re-warm
 * that follows measured the forced collection, not the stage (it added 30 % to the floor, 55 % to the
 * audit). The timed pass still pays for every collection that its own allocations cause.
 */
const onePass = (stage: (snapshot: PageSnapshot) => unknown, inputs: ReadonlyArray<PageSnapshot>): Sample => {
  globalThis.gc?.()
  for (const snapshot of inputs) stage(snapshot)
  const cpu = process.cpuUsage()
  const start = process.hrtime.bigint()
  for (const snapshot of inputs) stage(snapshot)
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6
  const used = process.cpuUsage(cpu)
  return { wallMs, cpuMs: (used.user + used.system) / 1000 }
}

const median = (values: ReadonlyArray<number>): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

interface Measured extends Sample {
  /** The median over rounds of this stage's CPU time over the first stage's in the same round. */
  readonly ratio: number
  /** The smallest and the largest of those per-round ratios. */
  readonly spread: readonly [number, number]
}

/**
 * Medians over rounds of one pass per stage, after a warm-up. The stages take turns within each round,
 * so a burst of load from other processes, or a slower spell of the machine, falls on all of them
 * alike; the ratio to the first stage is taken within each round, then the median of those.
 */
const measure = (
  measured: ReadonlyArray<(snapshot: PageSnapshot) => unknown>,
  inputs: ReadonlyArray<PageSnapshot>,
  times: number,
): Measured[] => {
  for (const stage of measured) for (const snapshot of inputs) stage(snapshot) // warm-up
  const samples = measured.map((): Sample[] => [])
  for (let round = 0; round < times; round++)
    for (const [index, stage] of measured.entries()) samples[index]?.push(onePass(stage, inputs))
  const base = samples[0] ?? []
  return samples.map((list) => {
    const ratios = list.map((sample, round) => sample.cpuMs / (base[round]?.cpuMs ?? sample.cpuMs))
    return {
      wallMs: median(list.map((sample) => sample.wallMs)),
      cpuMs: median(list.map((sample) => sample.cpuMs)),
      ratio: median(ratios),
      spread: [Math.min(...ratios), Math.max(...ratios)] as const,
    }
  })
}

const peakHeapMb = (stage: (snapshot: PageSnapshot) => unknown, snapshot: PageSnapshot) => {
  globalThis.gc?.()
  const before = process.memoryUsage().heapUsed
  const kept = stage(snapshot)
  const after = process.memoryUsage().heapUsed
  return { mb: (after - before) / 1_048_576, kept }
}

console.log(
  `\nsvc bench — ${pages.length} ${values.corpus ? `pages from ${values.corpus}` : "generated pages"}, ` +
    `${(totalBytes / 1_048_576).toFixed(2)} MB, ${registry.rules.length} rules in ${registry.packs.length} packs, ` +
    `median of ${rounds} rounds, Node ${process.version}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}\n`,
)
const results = measure(Object.values(stages), snapshots, rounds)
const floor = results[0] ?? { wallMs: 1, cpuMs: 1, ratio: 1, spread: [1, 1] as const }
console.table(
  Object.keys(stages).map((name, index) => {
    const { wallMs, cpuMs, ratio } = results[index] ?? floor
    return {
      stage: name,
      "ms / pass": wallMs.toFixed(1),
      "CPU ms / pass": cpuMs.toFixed(1),
      "pages/s": ((pages.length * 1000) / wallMs).toFixed(0),
      "MB/s": ((totalBytes / 1_048_576) * (1000 / wallMs)).toFixed(1),
      "× floor (CPU)": ratio.toFixed(2),
    }
  }),
)
const audit = results[3] ?? floor
console.log(
  `Target: extraction + rules + scoring ≤ 2.00 × floor. This run: ${audit.ratio.toFixed(2)} ` +
    `(rounds from ${audit.spread[0].toFixed(2)} to ${audit.spread[1].toFixed(2)}).\n`,
)
console.log("Slowest extractors (own time, without the facts they ask for), over every page:\n")
console.table(slowest(extractorTimings(snapshots, rounds), audit.cpuMs, 8))
console.log("\nSlowest rules (their check over their declared facts), over every page:\n")
console.table(slowest(ruleTimings(registry, snapshots, rounds), audit.cpuMs, 12))

/** CPU ms of one parse and of one audit of `snapshot`, each repeated `repeat` times a pass, and the audit's ratio. */
const perPage = (snapshot: PageSnapshot, times: number, repeat: number) => {
  const inputs = Array.from({ length: repeat }, () => snapshot)
  const [floorSample, auditSample] = measure(
    [stages["parse5 parse only (floor)"], stages["extraction + rules + scoring"]],
    inputs,
    times,
  )
  return {
    parseMs: (floorSample?.cpuMs ?? 0) / repeat,
    auditMs: (auditSample?.cpuMs ?? 0) / repeat,
    ratio: auditSample?.ratio ?? 0,
  }
}

console.log("\nScaling of a whole static audit with page size (cost per MB must stay flat):\n")
const scaling: Array<Record<string, string>> = []
let baseline = 0
for (const size of [10_000, 100_000, 1_000_000, 10_000_000]) {
  const snapshot = snapshotOfHtml(generatedPage(size, 7), { url: "https://bench.example/big" })
  const megabytes = Buffer.byteLength(snapshot.body) / 1_048_576
  const times = size >= 10_000_000 ? 2 : size >= 1_000_000 ? 3 : 10
  const { parseMs, auditMs, ratio } = perPage(snapshot, times, Math.max(1, Math.round(1_000_000 / size)))
  const perMb = auditMs / megabytes
  if (baseline === 0) baseline = perMb
  scaling.push({
    page: `${(size / 1000).toLocaleString("en")} KB`,
    "parse CPU ms": parseMs.toFixed(1),
    "parse ms/MB": (parseMs / megabytes).toFixed(0),
    "audit CPU ms": auditMs.toFixed(1),
    "audit ms/MB": perMb.toFixed(0),
    "audit ms/MB vs 10 KB": (perMb / baseline).toFixed(2),
    "× floor": ratio.toFixed(2),
    "heap Δ MB": peakHeapMb(stages["extraction + rules + scoring"], snapshot).mb.toFixed(1),
  })
}
console.table(scaling)
// What every audit costs whatever the page: every rule's check, the engine, the scores and the result.
const tiny = snapshotOfHtml(
  '<!doctype html><html lang="en"><head><title>A small page</title></head><body><h1>Hello</h1>' +
    '<p>A few words, <a href="/about">about us</a>.</p></body></html>',
  { url: "https://bench.example/small" },
)
const fixed = perPage(tiny, 7, 1_000)
console.log(
  `Fixed cost of an audit (a ${Buffer.byteLength(tiny.body)}-byte page): ${fixed.auditMs.toFixed(2)} CPU ms ` +
    `(its parse: ${fixed.parseMs.toFixed(3)} ms).\n`,
)

printDenseTable()

await import("./pdf")
