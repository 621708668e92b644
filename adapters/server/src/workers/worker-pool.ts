import { HEARTBEAT_INTERVAL_MS, type LeasedPage, PageQueue } from "@svc/store"
import { Deferred, Duration, Effect, Fiber, Layer, Option, Schedule } from "effect"
import { ServerSettings } from "../config/server-config"
import { type PageAudit, pageAuditWith } from "./page-audit"
import { makePageRun } from "./page-run"
import { WorkSignal } from "./work-signal"
import { makeWorkerAuditor } from "./worker-auditor"

/** An idle worker looks at the queue at least this often (new audits of this process wake it at once). */
const IDLE_WAIT_MS = 1_000
/** …and this often where other processes announce the pages they queue (PostgreSQL's NOTIFY). */
const IDLE_WAIT_ANNOUNCED_MS = 5_000
/** After a failure of the store, a worker waits this long before trying again. */
const STORE_BACKOFF_MS = 2_000

/**
 * N workers drain the durable queue. Each leases the first queued page, renews the lease while it
 * audits, and records the outcome (`page-run.ts`) — only while it still holds the lease, so no page
 * completes twice.
 * A page that has not finished 15 minutes after its try started fails with `timeout` (decision 14).
 * At start-up every page left `running` by a stopped process goes back to the queue (decision 16).
 * On shutdown the workers take no new page, running pages get `shutdownGraceSeconds` to finish, and
 * the rest are released to the queue for the next start.
 */
export const WorkersLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    const queue = yield* PageQueue
    const signal = yield* WorkSignal

    const recovered = yield* queue.recover
    yield* Effect.logInfo("queue recovered").pipe(Effect.annotateLogs(recovered))
    if (settings.workers === 0) {
      yield* Effect.logWarning("no workers: pages stay queued until a server with workers runs")
      return
    }

    // A lease lasts `leaseSeconds` unless renewed; a working worker renews it every third of that (page-run.ts).
    const leaseMs = settings.leaseSeconds * 1_000
    const idleWaitMs = queue.shared ? IDLE_WAIT_ANNOUNCED_MS : IDLE_WAIT_MS
    const process = crypto.randomUUID().slice(0, 8)
    const stopping = yield* Deferred.make<void>()

    const runPage = makePageRun(queue, leaseMs)

    const nextPage = (owner: string) =>
      queue
        .lease(owner, leaseMs)
        .pipe(
          Effect.catchAll((failure) =>
            Effect.as(
              Effect.zipRight(
                Effect.logWarning("leasing failed").pipe(Effect.annotateLogs({ error: failure.message })),
                Effect.sleep(STORE_BACKOFF_MS),
              ),
              Option.none<LeasedPage>(),
            ),
          ),
        )

    const worker = (owner: string, auditPage: PageAudit) =>
      Effect.gen(function* () {
        while (!(yield* Deferred.isDone(stopping))) {
          const leased = yield* nextPage(owner)
          if (Option.isSome(leased)) yield* runPage(owner, auditPage, leased.value)
          else yield* Effect.raceFirst(signal.wait(idleWaitMs), Deferred.await(stopping))
        }
      })

    const owners = Array.from({ length: settings.workers }, (_, index) => `${process}-${index + 1}`)
    // Each worker's Chromium (with Lighthouse on) lives in this layer's scope. Its finalizer is added
    // before the one below, so it runs after it: the workers stop (or release their pages) first,
    // then every Chromium is killed and its profile removed.
    const scope = yield* Effect.scope
    const crew = yield* Effect.forEach(owners, (owner) =>
      Effect.map(makeWorkerAuditor(settings, scope), (auditor) => ({
        owner,
        auditPage: pageAuditWith(auditor),
      })),
    )
    // Built inside a layer, whose construction is uninterruptible: the workers must be interruptible.
    const fibers = yield* Effect.forEach(crew, ({ owner, auditPage }) =>
      Effect.forkDaemon(Effect.interruptible(worker(owner, auditPage))),
    )
    // Says this process's workers are alive (`/healthz` counts them) until it stops; a failed beat
    // is the next one's to make up.
    const beat = Effect.ignore(queue.beat(process, settings.workers))
    yield* beat
    // Finalizers run in reverse: the beats stop before the row is removed.
    yield* Effect.addFinalizer(() => Effect.ignore(queue.forget(process)))
    yield* Effect.forkScoped(
      Effect.interruptible(Effect.repeat(beat, Schedule.spaced(Duration.millis(HEARTBEAT_INTERVAL_MS)))),
    )
    yield* Effect.logInfo("workers started").pipe(
      // Lease owners are `<process>-<n>`: the process's id names its leases in the pages table.
      Effect.annotateLogs({ workers: settings.workers, lighthouse: settings.lighthouse, process }),
    )

    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        yield* Effect.logInfo("stopping workers").pipe(
          Effect.annotateLogs({ graceSeconds: settings.shutdownGraceSeconds }),
        )
        yield* Deferred.succeed(stopping, undefined)
        // A finalizer runs uninterruptibly; the wait must be interruptible for the grace period to end it.
        const finished = yield* Effect.interruptible(Fiber.joinAll(fibers)).pipe(
          Effect.timeoutOption(Duration.seconds(settings.shutdownGraceSeconds)),
        )
        if (Option.isNone(finished)) yield* Fiber.interruptAll(fibers)
        const released = yield* Effect.forEach(owners, (owner) =>
          queue.releaseAll(owner).pipe(Effect.orElseSucceed(() => 0)),
        )
        yield* Effect.logInfo("workers stopped").pipe(
          Effect.annotateLogs({ released: released.reduce((sum, count) => sum + count, 0) }),
        )
      }),
    )
  }),
)
