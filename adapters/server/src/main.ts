#!/usr/bin/env node
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Effect } from "effect"
import { runCli } from "./cli/cli"
import { reportFailure } from "./cli/report-failure"
import { loggerLayer } from "./logging"

runCli(process.argv).pipe(
  Effect.catchAll(reportFailure),
  Effect.provide(NodeContext.layer),
  Effect.provide(loggerLayer),
  NodeRuntime.runMain({ disableErrorReporting: true, disablePrettyLogger: true }),
)
