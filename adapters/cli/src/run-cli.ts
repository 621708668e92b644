import { CliConfig, Command, ValidationError } from "@effect/cli"
import { layer as nodeContextLayer } from "@effect/platform-node/NodeContext"
import { coloursWanted, withColoursWhereWanted } from "@svc/contract"
import { Cause, Effect, Exit, Layer, Option, Ref } from "effect"
import type { Backend } from "./backend"
import { builtInAnswer } from "./built-in-answer"
import { svcCommand } from "./commands/svc-command"
import type { CliError } from "./errors"
import type { ExitCode } from "./exit-code"
import { ExitStatus, exitStatusLayer } from "./exit-status"
import { refuseKeyArguments } from "./key-argument"
import { type Progress, progressLayer } from "./output/progress"
import { stderrLoggerLayer } from "./output/stderr-logger"
import { stderrStyle, writeStderr, writeStdout } from "./output/streams"
import { type Mode, readMode } from "./settings"
import { CLI_VERSION } from "./version"

/** The exit code of a run that was interrupted (Ctrl-C): 128 + SIGINT. */
export const INTERRUPTED = 130

/** The backend of a mode, its module loaded only when that mode runs (the auditor or the HTTP client). */
const backendLayer = (mode: Mode): Layer.Layer<Backend, never, Progress> =>
  Layer.unwrapEffect(
    mode._tag === "Remote"
      ? Effect.promise(() => import("./remote/remote-backend")).pipe(
          Effect.map(({ remoteBackend }) => remoteBackend(mode.baseUrl, mode.key)),
        )
      : Effect.promise(() => import("./embedded/embedded-backend")).pipe(
          Effect.map(({ embeddedBackend }) => embeddedBackend),
        ),
  )

/** @effect/cli's usage errors list svc's own options only; svc prints its help and version itself. */
const helpLayout = CliConfig.layer({ showBuiltIns: false, showTypes: false })

const printError = (error: CliError) => writeStderr(`${stderrStyle().red("svc:")} ${error.message}\n`)

/**
 * Runs `svc` over a full argv (`node`, the script, then the arguments) and resolves to its exit
 * code: 0 the gate passes, 2 it fails (failing checks), 1 any failure (printed on stderr), 130
 * interrupted (the bin tells SIGTERM's 143 apart).
 */
export const runCli = (argv: ReadonlyArray<string>): Effect.Effect<ExitCode | typeof INTERRUPTED> => {
  const args = argv.slice(2)
  const program = Effect.gen(function* () {
    yield* refuseKeyArguments(args, Option.fromNullable(process.env.SVC_API_KEY))
    const answer = builtInAnswer(args, process.env.SVC_API_KEY)
    if (answer !== undefined) {
      yield* writeStdout(answer)
      return 0 as const
    }
    const mode = yield* readMode
    const run = Command.run(svcCommand(mode), { name: "svc", version: CLI_VERSION })
    yield* run(argv).pipe(
      Effect.provide(Layer.provideMerge(backendLayer(mode), progressLayer(process.stderr))),
    )
    return yield* Ref.get(yield* ExitStatus)
  })
  return program.pipe(
    Effect.catchIf(ValidationError.isValidationError, () => Effect.succeed<ExitCode>(1)),
    Effect.catchAll((error) => printError(error).pipe(Effect.as<ExitCode>(1))),
    Effect.provide(Layer.mergeAll(nodeContextLayer, exitStatusLayer, helpLayout, stderrLoggerLayer)),
    withColoursWhereWanted({
      stdout: coloursWanted(process.stdout, process.env),
      stderr: coloursWanted(process.stderr, process.env),
    }),
    Effect.scoped,
    Effect.exit,
    Effect.map((exit) =>
      Exit.isSuccess(exit) ? exit.value : Cause.isInterruptedOnly(exit.cause) ? INTERRUPTED : 1,
    ),
  )
}
