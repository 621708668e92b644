import { CliConfig, Command, ValidationError } from "@effect/cli"
import { NodeContext } from "@effect/platform-node"
import { coloursWanted, withColoursWhereWanted } from "@svc/contract"
import { Cause, Effect, Exit, Layer, Option, Ref } from "effect"
import type { Backend } from "./backend"
import { svcCommand } from "./commands/svc-command"
import { embeddedBackend } from "./embedded/embedded-backend"
import type { CliError } from "./errors"
import type { ExitCode } from "./exit-code"
import { ExitStatus, exitStatusLayer } from "./exit-status"
import { helpPageOf } from "./help/help-pages"
import { builtInRequestOf } from "./help/help-request"
import { renderHelp } from "./help/help-text"
import { refuseKeyArguments } from "./key-argument"
import { type Progress, progressLayer } from "./output/progress"
import { stderrLoggerLayer } from "./output/stderr-logger"
import { stderrStyle, stdoutStyle, writeStderr, writeStdout } from "./output/streams"
import { remoteBackend } from "./remote/remote-backend"
import { type Mode, readMode } from "./settings"
import { CLI_VERSION } from "./version"

/** The exit code of a run that was interrupted (Ctrl-C): 128 + SIGINT. */
export const INTERRUPTED = 130

const backendLayer = (mode: Mode): Layer.Layer<Backend, never, Progress> =>
  mode._tag === "Remote" ? remoteBackend(mode.baseUrl, mode.key) : embeddedBackend

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
    const builtIn = builtInRequestOf(args)
    if (builtIn._tag === "help") {
      yield* writeStdout(renderHelp(helpPageOf(builtIn.path), CLI_VERSION, stdoutStyle()))
      return 0 as const
    }
    if (builtIn._tag === "version") {
      yield* writeStdout(`${CLI_VERSION}\n`)
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
    Effect.provide(Layer.mergeAll(NodeContext.layer, exitStatusLayer, helpLayout, stderrLoggerLayer)),
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
