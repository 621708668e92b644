import { CliConfig, Command, ValidationError } from "@effect/cli"
import { layer as nodeContextLayer } from "@effect/platform-node/NodeContext"
import { backendSettings, settingsErrorSentences } from "@svc/backend"
import { coloursWanted, withColoursWhereWanted } from "@svc/contract"
import { SVC_VERSION } from "@svc/core/version"
import { Cause, Effect, Exit, Layer, Option, Ref } from "effect"
import { builtInAnswer } from "./built-in-answer"
import { svcCommand } from "./commands/svc-command"
import { type CliError, SetupError } from "./errors"
import type { ExitCode } from "./exit-code"
import { ExitStatus, exitStatusLayer } from "./exit-status"
import { refuseKeyArguments } from "./key-argument"
import { progressLayer } from "./output/progress"
import { stderrLoggerLayer } from "./output/stderr-logger"
import { stderrStyle, writeStderr, writeStdout } from "./output/streams"

/** The exit code of a run that was interrupted (Ctrl-C): 128 + SIGINT. */
export const INTERRUPTED = 130

/**
 * Where audits run, from the environment only (`@svc/backend`'s reader): a malformed `SVC_API_URL` is
 * refused with what is wrong with it; `SVC_NO_LIGHTHOUSE` is read without a server only (a server
 * decides that itself).
 */
const readSettings = backendSettings({
  badApiUrl: (_, reason) => `SVC_API_URL ${reason}.`,
  readsNoLighthouse: "embedded",
}).pipe(Effect.mapError((error) => new SetupError({ message: settingsErrorSentences(error).join(" ") })))

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
    const settings = yield* readSettings
    const run = Command.run(svcCommand(settings), { name: "svc", version: SVC_VERSION })
    yield* run(argv).pipe(Effect.provide(progressLayer(process.stderr)))
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
