// One audit of one dense page, in a process of its own (see `denseTable` in bench/dense-pages.ts):
// prints the CPU it took and the heap it held before it started, as JSON.
import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { registeredPacks } from "../scripts/registered-packs"
import { type DenseShape, densePage } from "./generated-page"

const [shape, bytes] = [process.argv[2] as DenseShape, Number(process.argv[3])]
const registry = createRegistry(await registeredPacks())
// A warm-up on a small page of the same shape, so the figure is the page's, not the first compile's.
auditSnapshot(snapshotOfHtml(densePage(shape, 20_000), { url: "https://bench.example/" }), { registry })
const snapshot = snapshotOfHtml(densePage(shape, bytes), { url: "https://bench.example/" })
globalThis.gc?.()
const baseline = process.memoryUsage()
const cpu = process.cpuUsage()
auditSnapshot(snapshot, { registry })
const used = process.cpuUsage(cpu)
console.log(
  JSON.stringify({
    cpuMs: (used.user + used.system) / 1000,
    baselineMb: (baseline.heapUsed + baseline.external) / 1_048_576,
  }),
)
