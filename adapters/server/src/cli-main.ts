// svc-server's commands, run by `main.ts` in the process that serves (after any relaunch).
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { coloursWanted, withColoursWhereWanted } from "@svc/contract"
import { Effect } from "effect"
import { runCli } from "./cli/cli"
import { reportFailure } from "./cli/report-failure"
import { loggerLayer } from "./logging"

runCli(process.argv).pipe(
  Effect.catchAll(reportFailure),
  // @effect/cli styles its help and usage errors always; they keep colours only where wanted.
  withColoursWhereWanted({
    stdout: coloursWanted(process.stdout, process.env),
    stderr: coloursWanted(process.stderr, process.env),
  }),
  Effect.provide(NodeContext.layer),
  Effect.provide(loggerLayer),
  NodeRuntime.runMain({ disableErrorReporting: true, disablePrettyLogger: true }),
)
