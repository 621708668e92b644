import { spawn } from "node:child_process"
import { Socket } from "node:net"
import { constants } from "node:os"
import { LAUNCHER_FD_VARIABLE } from "./malloc-tunables"

/** Signals a launcher passes on to its server; the others keep their default action on both. */
const FORWARDED: ReadonlyArray<NodeJS.Signals> = ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT", "SIGUSR2"]

/** The server's descriptor of the pipe its launcher holds the other end of. */
const LINK_FD = 3

/**
 * A terminal's Ctrl-C and systemd's stop signal the whole process group (or cgroup), so a launched
 * server gets such a signal twice: straight, and forwarded by its launcher. A second one this soon
 * after the first counts once.
 */
const REPEAT_WINDOW_MS = 1_000

/**
 * Runs this very command again in a child process with `GLIBC_TUNABLES` set to `tunables` (glibc
 * reads it only when a process starts), and becomes its launcher: the child shares stdin, stdout and
 * stderr, gets the signals sent to the launcher, and the launcher exits as the child did — with its
 * exit code, or killed by the same signal. The launcher loads nothing of the server.
 */
export const launch = (tunables: string): void => {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ["inherit", "inherit", "inherit", "pipe"],
    env: { ...process.env, GLIBC_TUNABLES: tunables, [LAUNCHER_FD_VARIABLE]: String(LINK_FD) },
  })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  for (const signal of FORWARDED) process.on(signal, forward)
  child.on("error", (error) => {
    process.stderr.write(`svc-server could not start its server process: ${error.message}\n`)
    process.exit(1)
  })
  child.on("exit", (code, signal) => {
    if (signal === null) process.exit(code ?? 1)
    for (const each of FORWARDED) process.removeListener(each, forward)
    process.kill(process.pid, signal)
    // A signal whose default is to be ignored (SIGPIPE in Node) is left: the shell's code for it.
    process.exit(128 + (constants.signals[signal] ?? 0))
  })
}

/**
 * In a server a launcher started: ends at once (SIGKILL) when the launcher is gone — killed itself,
 * it can forward nothing — and counts a signal that comes again within `REPEAT_WINDOW_MS` of the
 * one it counted once. Nothing elsewhere.
 */
export const watchLauncher = (): void => {
  const fd = process.env[LAUNCHER_FD_VARIABLE]
  if (fd === undefined) return
  delete process.env[LAUNCHER_FD_VARIABLE]
  const link = new Socket({ fd: Number(fd), readable: true, writable: false })
  const orphaned = () => process.kill(process.pid, "SIGKILL")
  link.on("close", orphaned)
  link.on("error", orphaned)
  link.resume()
  link.unref()
  for (const signal of ["SIGINT", "SIGTERM"] as const) countRepeatsOnce(signal)
}

/**
 * Swallows `signal` when it comes within `REPEAT_WINDOW_MS` of the last one counted; otherwise counts
 * it and leaves it to the process's other listeners, or, with none, to its default action, as if this
 * listener were not there. So the first stop is graceful (the runtime's listener takes it and goes),
 * and a stop signalled again more than `REPEAT_WINDOW_MS` after it ends the process at once. The
 * window runs from the counted signal, not the last one: signals repeated faster than it still
 * count once a window.
 */
const countRepeatsOnce = (signal: NodeJS.Signals): void => {
  let counted = Number.NEGATIVE_INFINITY
  const onSignal = () => {
    const now = performance.now()
    if (now - counted < REPEAT_WINDOW_MS) return
    counted = now
    if (process.listenerCount(signal) > 1) return
    process.removeListener(signal, onSignal)
    process.kill(process.pid, signal)
  }
  process.on(signal, onSignal)
}
