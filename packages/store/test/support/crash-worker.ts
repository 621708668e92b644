// A worker process for the crash test: leases pages from the store (a database URL) given as the first argument,
// says so on stdout, then waits to be killed — it never completes or releases anything.
import { Effect, Option } from "effect"
import { PageQueue, StoreLive } from "../../src"

const [filename, countText] = process.argv.slice(2)
if (filename === undefined) throw new Error("usage: crash-worker <database URL> <pages to lease>")
const count = Number(countText ?? "1")

const program = Effect.gen(function* () {
  const queue = yield* PageQueue
  const leased: Array<string> = []
  for (let index = 0; index < count; index++) {
    const page = yield* queue.lease(`crash-worker-${process.pid}`, 600_000)
    if (Option.isSome(page)) leased.push(`${page.value.auditId}:${page.value.index}`)
  }
  process.stdout.write(`leased ${JSON.stringify(leased)}\n`)
  return yield* Effect.never
})

Effect.runFork(Effect.provide(program, StoreLive(filename)))
