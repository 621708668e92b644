// The memory part of `pnpm bench:server`: a `svc-server serve` with its default workers and audit threads,
// its RSS (what a container limit sees, not the heap; a launcher's own memory included) idle, while it audits one element-dense page of
// nearly 5 MiB, four at once, and once they are done.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Keys, StoreLive } from "@svc/store"
import { Effect, Redacted } from "effect"
import { serveOnePage, serverTreeMiB, startBenchServer } from "./bench-server"
import { densePage } from "./generated-page"

/** Just under the 5 MiB page limit. */
const DENSE_BYTES = 5 * 1_048_576 - 4_096
/** How long the server is left alone before "idle" and "after" are read. */
const SETTLE_MS = 15_000
const SAMPLE_MS = 100

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

export interface MemoryFigures {
  readonly idle: number
  readonly onePeak: number
  readonly fourPeak: number
  readonly after: number
}

/** Runs the phases against a fresh server started from `entry`; every figure in MiB of RSS. */
export const measureServerMemory = async (entry: string): Promise<MemoryFigures> => {
  const folder = mkdtempSync(join(tmpdir(), "svc-bench-memory-"))
  const db = join(folder, "svc.db")
  const page = densePage("<p>a</p>", DENSE_BYTES)
  const site = await serveOnePage(page)
  const keys = await Effect.runPromise(
    Effect.flatMap(Keys, (keyStore) =>
      Effect.forEach([1, 2, 3, 4, 5], (index) =>
        Effect.map(keyStore.create({ label: `memory ${index}`, pagesPerSite: 50 }), (created) =>
          Redacted.value(created.key),
        ),
      ),
    ).pipe(Effect.provide(StoreLive(db))),
  )
  const { process: server, baseUrl } = await startBenchServer(entry, ["--db", db, "--port", "0"])
  server.stderr?.resume()
  const rss = () => serverTreeMiB(server.pid)
  /** The highest RSS while `work` runs, sampled every 100 ms. */
  const peakDuring = async (work: () => Promise<void>) => {
    let peak = rss()
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss())
    }, SAMPLE_MS)
    try {
      await work()
    } finally {
      clearInterval(sampler)
    }
    return Math.max(peak, rss())
  }
  const auditDense = async (key: string, path: string) => {
    const started = await fetch(`${baseUrl}/api/v1/audits`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ url: `http://127.0.0.1:${site.port}${path}` }),
    })
    const body = (await started.json()) as { id?: string }
    if (started.status !== 202 || body.id === undefined)
      throw new Error(`start refused: ${JSON.stringify(body)}`)
    for (;;) {
      await pause(1_000)
      const status = (await (
        await fetch(`${baseUrl}/api/v1/audits/${body.id}`, { headers: { "x-api-key": key } })
      ).json()) as { status?: string }
      if (status.status === "complete") return
    }
  }
  try {
    await pause(SETTLE_MS)
    const idle = rss()
    const onePeak = await peakDuring(() => auditDense(keys[0] ?? "", "/one"))
    const fourPeak = await peakDuring(async () => {
      await Promise.all(keys.slice(1).map((key, index) => auditDense(key, `/four/${index}`)))
    })
    await pause(SETTLE_MS)
    return { idle, onePeak, fourPeak, after: rss() }
  } finally {
    server.kill("SIGTERM")
    await new Promise((done) => server.on("exit", done))
    site.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Measures and prints the figures, with the targets. */
export const printServerMemory = async (entry: string): Promise<void> => {
  const memory = await measureServerMemory(entry)
  const mib = (value: number) => value.toFixed(0)
  console.log(
    "\nsvc-server's RSS (MiB; a launcher's own memory included) with its default workers and audit threads, a dense page of nearly 5 MiB",
  )
  console.table([
    {
      idle: mib(memory.idle),
      "one dense page (peak)": mib(memory.onePeak),
      "four at once (peak)": mib(memory.fourPeak),
      "after (15 s)": mib(memory.after),
      "after / idle": `${((memory.after / memory.idle - 1) * 100).toFixed(0)}%`,
    },
  ])
  console.log("targets: idle ≤ 300 MB; four dense pages ≤ 800 MB; after within 20% of idle")
}
