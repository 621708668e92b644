import { Context, Effect, Layer, Schema } from "effect"
import type { ComputeInput, ComputeOutput, ComputeTask } from "./compute-tasks"
import { type KeptValue, ThreadPool, ThreadTaskFailure } from "./thread-pool"

/** A compute task that gave no value, and why (`ThreadFailureReason`). */
export class ComputeFailed extends Schema.TaggedError<ComputeFailed>()("ComputeFailed", {
  reason: Schema.Literal("memory", "deadline", "thrown", "crashed", "cancelled", "closed"),
  message: Schema.String,
}) {}

export interface ComputeService {
  /**
   * Runs a task in a compute thread; interrupting the effect ends the task (and its thread, if it runs).
   * `kept`: what the task takes beside its input that a thread keeps for later tasks (`TaskOptions.kept`).
   */
  readonly run: <K extends ComputeTask>(
    task: K,
    input: ComputeInput<K>,
    kept?: KeptValue,
  ) => Effect.Effect<ComputeOutput<K>, ComputeFailed>
}

/**
 * The server's compute threads: page audits, phrase suggestions and PDF reports run there, never on
 * the thread that answers requests.
 */
export class Compute extends Context.Tag("@svc/server/Compute")<Compute, ComputeService>() {}

export interface ComputeSettings {
  readonly threads: number
  /** The heap of each thread, in MiB. */
  readonly memoryMb: number
  /** Milliseconds each kind of task may run in its thread. */
  readonly deadlineMs: Readonly<Record<ComputeTask, number>>
}

// From the sources (a checkout, tests) a thread starts on a script that registers tsx first, as
// bin/svc-server.js does for the main thread; from the build, on the bundled entry beside this code.
const entry = import.meta.url.endsWith(".ts")
  ? new URL("../../bin/compute-thread.js", import.meta.url)
  : new URL("./compute-worker.js", import.meta.url)

/** What any task holds at least (a PDF, a small page), in MiB. */
const TASK_BASE_MB = 16
/**
 * What analysing a page holds per MiB of its HTML at the peak, in MiB: element-dense pages reach about
 * 50 (docs/performance.md, "Element-dense pages"), prose far less. An over-estimate only makes large
 * pages wait for each other.
 */
const MB_PER_PAGE_MIB = 50

/** The memory a task is expected to hold at its peak: a page's analysis grows with the page. */
export const taskWeightMb = <K extends ComputeTask>(task: K, input: ComputeInput<K>): number => {
  const body =
    task === "audit" || task === "auditForCrawl"
      ? (input as ComputeInput<"audit">).snapshot.body
      : task === "prepare"
        ? (input as ComputeInput<"prepare">).page.body
        : ""
  return TASK_BASE_MB + (body.length / 1_048_576) * MB_PER_PAGE_MIB
}

/**
 * The compute threads, started with the layer and ended when its scope closes. The pages analysed at
 * once are bounded by their expected memory as well as by the threads: together at most one thread's
 * heap (`memoryMb`), so two dense 5 MiB pages take turns while ordinary pages run side by side.
 */
export const ComputeLive = (settings: ComputeSettings): Layer.Layer<Compute> =>
  Layer.scoped(
    Compute,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(
          () =>
            new ThreadPool({
              entry,
              size: settings.threads,
              memoryMb: settings.memoryMb,
              memoryBudgetMb: settings.memoryMb,
            }),
        ),
        (pool) => Effect.promise(() => pool.close()),
      ).pipe(
        // A server whose threads cannot load their code stops at start-up, not on its first page.
        Effect.tap((pool) => Effect.tryPromise(() => pool.ready()).pipe(Effect.orDie)),
      ),
      (pool) =>
        Compute.of({
          run: <K extends ComputeTask>(task: K, input: ComputeInput<K>, kept?: KeptValue) =>
            Effect.async<ComputeOutput<K>, ComputeFailed>((resume) => {
              const running = pool.run<ComputeOutput<K>>(task, input, {
                deadlineMs: settings.deadlineMs[task],
                weightMb: taskWeightMb(task, input),
                ...(kept === undefined ? {} : { kept }),
              })
              running.value.then(
                (value) => resume(Effect.succeed(value)),
                (failure: unknown) =>
                  resume(
                    Effect.fail(
                      failure instanceof ThreadTaskFailure
                        ? new ComputeFailed({ reason: failure.reason, message: failure.message })
                        : new ComputeFailed({ reason: "crashed", message: String(failure) }),
                    ),
                  ),
              )
              return Effect.sync(running.cancel)
            }),
        }),
    ),
  )
