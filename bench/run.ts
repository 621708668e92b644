// pnpm bench [--corpus DIR]: static-audit speed against the parse5 floor, in one process after a warm-up.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { auditSnapshot, createRegistry, extractFacts, type PageSnapshot, snapshotOfHtml } from "@svc/core"
import { parse } from "parse5"
import { registeredPacks } from "../scripts/registered-packs"
import { generatedPage } from "./generated-page"

const { values } = parseArgs({
  options: { corpus: { type: "string" }, rounds: { type: "string", default: "5" } },
})
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

/** Median over rounds of the time one pass over every snapshot takes. */
const measure = (
  stage: (snapshot: PageSnapshot) => unknown,
  inputs: ReadonlyArray<PageSnapshot>,
  times: number,
) => {
  for (const snapshot of inputs) stage(snapshot) // warm-up
  const samples: number[] = []
  for (let round = 0; round < times; round++) {
    globalThis.gc?.()
    const start = process.hrtime.bigint()
    for (const snapshot of inputs) stage(snapshot)
    samples.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)] as number
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
    `median of ${rounds} rounds, Node ${process.version}\n`,
)
const rows: Array<Record<string, string>> = []
let floor = 0
for (const [name, stage] of Object.entries(stages)) {
  const ms = measure(stage, snapshots, rounds)
  if (floor === 0) floor = ms
  rows.push({
    stage: name,
    "ms / pass": ms.toFixed(1),
    "pages/s": ((pages.length * 1000) / ms).toFixed(0),
    "MB/s": ((totalBytes / 1_048_576) * (1000 / ms)).toFixed(1),
    "× floor": (ms / floor).toFixed(2),
  })
}
console.table(rows)

console.log("\nScaling of a whole static audit with page size (cost per MB must stay flat):\n")
const scaling: Array<Record<string, string>> = []
let baseline = 0
for (const size of [10_000, 100_000, 1_000_000, 10_000_000]) {
  const snapshot = snapshotOfHtml(generatedPage(size, 7), { url: "https://bench.example/big" })
  const megabytes = Buffer.byteLength(snapshot.body) / 1_048_576
  const times = size >= 10_000_000 ? 2 : size >= 1_000_000 ? 3 : 10
  const repeat = Math.max(1, Math.round(1_000_000 / size))
  const inputs = Array.from({ length: repeat }, () => snapshot)
  const floorMs = measure(stages["parse5 parse only (floor)"], inputs, times) / repeat
  const auditMs = measure(stages["extraction + rules + scoring"], inputs, times) / repeat
  const perMb = auditMs / megabytes
  if (baseline === 0) baseline = perMb
  scaling.push({
    page: `${(size / 1000).toLocaleString("en")} KB`,
    "parse ms": floorMs.toFixed(1),
    "audit ms": auditMs.toFixed(1),
    "audit ms/MB": perMb.toFixed(1),
    "× floor": (auditMs / floorMs).toFixed(2),
    "ms/MB vs 10 KB": (perMb / baseline).toFixed(2),
    "heap Δ MB": peakHeapMb(stages["extraction + rules + scoring"], snapshot).mb.toFixed(1),
  })
}
console.table(scaling)

await import("./pdf")
