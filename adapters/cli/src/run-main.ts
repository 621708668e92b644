// Runs the command line for the `svc` binary and exits with its code once stdout and stderr are flushed.
import { constants } from "node:os"
import { runMain } from "@effect/platform-node/NodeRuntime"
import { Cause, Exit } from "effect"
import { INTERRUPTED, runCli } from "./run-cli"

// The runtime interrupts the program on SIGINT and SIGTERM alike; the exit code tells them apart.
let stoppedBy: NodeJS.Signals | undefined
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stoppedBy ??= signal
  })

/** 128 + the signal's number, as shells report a process a signal ended: 130 for SIGINT, 143 for SIGTERM. */
const interruptedCode = (): number =>
  stoppedBy === undefined ? INTERRUPTED : 128 + constants.signals[stoppedBy]

const flushed = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => stream.write("", () => resolve()))

runMain(runCli(process.argv), {
  disableErrorReporting: true,
  teardown: (exit, onExit) => {
    // A signal interrupts the whole program, so its exit is an interruption rather than a code.
    const code = Exit.isSuccess(exit)
      ? typeof exit.value === "number"
        ? exit.value
        : 1
      : Cause.isInterruptedOnly(exit.cause)
        ? interruptedCode()
        : 1
    process.exitCode = code
    void Promise.all([flushed(process.stdout), flushed(process.stderr)]).then(() => onExit(code))
  },
})
