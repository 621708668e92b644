import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { type DenseShape, densePageShapes } from "./generated-page"

/** The memory an audit may hold above what its process held before it (issue 21). */
export const AUDIT_MEMORY_MB = 300

interface DenseRun {
  readonly completed: boolean
  readonly cpuMs: number
  /** The largest heap V8 let grow to (garbage included), above the heap before the audit. */
  readonly peakMb: number
  /** The most the heap still held right after a full collection: what the audit really kept alive. */
  readonly liveMb: number
}

// V8's --trace-gc lines: "… Mark-Compact 215.8 (251.4) -> 59.9 (126.8) MB, …": the heap before and after.
const gcLine = /(Scavenge|Mark-Compact)[^\d(]*([\d.]+) \([\d.]+\) -> ([\d.]+)/

/**
 * Audits one dense page in a child process whose old space is the audit's allowance above the heap
 * the child holds before the audit (as a worker with `resourceLimits` runs it). Peak and live heap come
 * from V8's GC trace over the whole child (its warm-up and loading never come near the audit's), CPU
 * time from the child itself. A run that does not fit the allowance dies and says so.
 */
const denseRun = (shape: DenseShape, bytes: number): DenseRun => {
  const child = spawnSync(
    process.execPath,
    [
      "--expose-gc",
      "--trace-gc",
      `--max-old-space-size=${BASELINE_MB + AUDIT_MEMORY_MB}`,
      "--conditions=source",
      "--import",
      "tsx",
      fileURLToPath(new URL("./dense-audit.ts", import.meta.url)),
      shape,
      String(bytes),
    ],
    { encoding: "utf8", maxBuffer: 256 * 1_048_576 },
  )
  const lines = child.stdout.split("\n")
  const reported = lines.find((line) => line.startsWith("{"))
  if (child.status !== 0 || reported === undefined)
    return { completed: false, cpuMs: 0, peakMb: 0, liveMb: 0 }
  const { cpuMs, baselineMb } = JSON.parse(reported) as { cpuMs: number; baselineMb: number }
  let peak = baselineMb
  let live = baselineMb
  for (const line of lines) {
    const match = gcLine.exec(line)
    if (match === null) continue
    peak = Math.max(peak, Number(match[2]))
    if (match[1] === "Mark-Compact") live = Math.max(live, Number(match[3]))
  }
  return { completed: true, cpuMs, peakMb: peak - baselineMb, liveMb: live - baselineMb }
}

/** What a child process holds before it audits (the rule packs, the code): about 56 MB of heap. */
const BASELINE_MB = 60

/** One row per dense shape and size: CPU ms and peak memory, per page and per MB. */
export const denseTable = (sizes: ReadonlyArray<number>): Array<Record<string, string>> =>
  (Object.keys(densePageShapes) as DenseShape[]).flatMap((shape) =>
    sizes.map((bytes) => {
      const megabytes = bytes / 1_048_576
      const run = denseRun(shape, bytes)
      return {
        page: `${shape} × ${megabytes} MiB`,
        [`fits ${AUDIT_MEMORY_MB} MB`]: run.completed ? "yes" : "NO",
        "CPU ms": run.completed ? run.cpuMs.toFixed(0) : "—",
        "CPU ms/MB": run.completed ? (run.cpuMs / megabytes).toFixed(0) : "—",
        "peak heap MB": run.completed ? run.peakMb.toFixed(0) : "—",
        "live MB/MB": run.completed ? (run.liveMb / megabytes).toFixed(0) : "—",
      }
    }),
  )

/** Prints the dense table at 1 and 5 MiB, with what its columns mean. */
export const printDenseTable = (): void => {
  console.log(
    `Element-dense pages, each audited once in a process of its own whose old space is ${AUDIT_MEMORY_MB} MB above ` +
      "what it holds before the audit (as an audit worker runs it); peak heap is V8's largest heap, garbage " +
      "included, and live MB/MB what a full collection found still held, per MB of page:\n",
  )
  console.table(denseTable([1_048_576, 5_242_880]))
}
