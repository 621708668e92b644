// The `svc` binary: runs the command line and exits with its code once stdout and stderr are flushed.
import { NodeRuntime } from "@effect/platform-node"
import { Exit } from "effect"
import { runCli } from "./run-cli"

const flushed = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => stream.write("", () => resolve()))

NodeRuntime.runMain(runCli(process.argv), {
  disableErrorReporting: true,
  teardown: (exit, onExit) => {
    const code = Exit.isSuccess(exit) && typeof exit.value === "number" ? exit.value : 1
    process.exitCode = code
    void Promise.all([flushed(process.stdout), flushed(process.stderr)]).then(() => onExit(code))
  },
})
