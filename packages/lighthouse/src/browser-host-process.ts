import { type ChildProcess, spawn } from "node:child_process"
import { rm } from "node:fs/promises"
import { createRequire } from "node:module"
import { Socket } from "node:net"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { BrowserHostSettings, HostError, HostReply, HostRequest } from "./browser-host-messages"
import { ChromeLaunchError } from "./chrome"
import type { NetworkFence } from "./network-fence"
import {
  type LighthouseOptions,
  type LighthouseResult,
  LighthouseRunError,
  LighthouseTimeoutError,
} from "./run-lighthouse"

/** A browser host (a child process with one Chromium) that runs Lighthouse for this process. */
export interface BrowserHost {
  /** Whether the host (and so its Chromium) still runs. */
  readonly alive: () => boolean
  /** Runs Lighthouse in the host; the same errors as `runLighthouse`. Runs must not overlap. */
  readonly run: (url: string, options: LighthouseOptions) => Promise<LighthouseResult>
  /** Ends the host, its Chromium and its fence, and removes `workDir`. Safe to call twice. */
  readonly close: () => Promise<void>
}

export interface BrowserHostOptions {
  readonly settings: BrowserHostSettings
  /** Run the host in this fence; undefined runs it in this machine's network. */
  readonly fence: NetworkFence | undefined
  /** A folder of this host only (Chromium's profile, the proxy's socket): removed by `close`. */
  readonly workDir: string
}

/** How long the host may take to load Lighthouse and start Chromium. */
const START_MS = 60_000
/** How long a closing host may take to stop Chromium itself before it is killed. */
const GRACEFUL_CLOSE_MS = 5_000
/** How long past a run's own deadline the host may take to report it before it counts as hung. */
const REPORT_GRACE_MS = 10_000

/** The host program: the built `browser-host.js` next to this file, or its source under vitest/tsx. */
const hostCommand = (): ReadonlyArray<string> => {
  const built = new URL("./browser-host.js", import.meta.url)
  if (import.meta.url.endsWith(".js")) return [fileURLToPath(built)]
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
  return ["--import", tsx, fileURLToPath(new URL("./browser-host.ts", import.meta.url))]
}

const errorOf = (error: HostError): Error => {
  if (error.name === "LighthouseRunError")
    return new LighthouseRunError(error.code ?? "UNKNOWN", error.message)
  if (error.name === "LighthouseTimeoutError") return new LighthouseTimeoutError(error.message)
  return new Error(error.message)
}

/** Kills the process group of `pid` (the host, or Chromium, each leads one); gone already is fine. */
const killGroup = (pid: number | undefined): void => {
  if (pid === undefined) return
  try {
    process.kill(-pid, "SIGKILL")
  } catch {}
}

/**
 * Starts a browser host and waits until its Chromium is up. Rejects with `ChromeLaunchError` (the
 * host ended, `workDir` removed) when Chromium cannot start.
 */
export const startBrowserHost = async (options: BrowserHostOptions): Promise<BrowserHost> => {
  const node = [...hostCommand(), JSON.stringify(options.settings)]
  const { command, args } = options.fence?.wrap(process.execPath, node) ?? {
    command: process.execPath,
    args: node,
  }
  const child: ChildProcess = spawn(command, args, {
    detached: true,
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  })
  // An idle host never keeps this process alive (a run in progress does, by its timer); the exit
  // handler below ends the host when this process ends.
  child.unref()
  child.channel?.unref()
  if (child.stderr instanceof Socket) child.stderr.unref()
  let stderr = ""
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000)
  })
  // A host that could not be spawned emits only "error"; a failed send reports to its callback.
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve())
    child.on("error", () => {
      if (child.pid === undefined) resolve()
    })
  })
  const exitReason = () =>
    `the browser host exited (${child.exitCode ?? child.signalCode})${stderr.trim() === "" ? "" : `: ${stderr.trim().split("\n").slice(-3).join(" ")}`}`
  // Without a PID namespace around it, Chromium leads a process group of its own: killed as well.
  let chromePid: number | undefined

  const pending = new Map<
    number,
    { resolve: (lhr: LighthouseResult) => void; reject: (error: Error) => void }
  >()
  let nextId = 0
  child.on("message", (message: HostReply) => {
    if (message.type !== "result" && message.type !== "failure") return
    const waiting = pending.get(message.id)
    pending.delete(message.id)
    if (message.type === "result") waiting?.resolve(message.lhr)
    else waiting?.reject(errorOf(message.error))
  })
  void exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error(exitReason()))
    pending.clear()
  })

  const running = () => child.exitCode === null && child.signalCode === null
  const killNow = () => {
    if (running()) killGroup(child.pid)
    if (options.fence === undefined) killGroup(chromePid)
  }
  process.once("exit", killNow)
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      if (running()) {
        if (child.connected) child.send({ type: "close" } satisfies HostRequest, () => {})
        const timer = setTimeout(killNow, GRACEFUL_CLOSE_MS)
        await exited
        clearTimeout(timer)
      }
      // A host that stopped Chromium itself exits with 0; otherwise an unfenced Chromium may outlive
      // it (a fenced one cannot: its PID namespace ended with the host).
      if (child.exitCode !== 0 && options.fence === undefined) killGroup(chromePid)
      process.removeListener("exit", killNow)
      await rm(options.workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    })()
    return closing
  }

  const started = await new Promise<HostReply>((resolve) => {
    const timer = setTimeout(
      () => resolve({ type: "unavailable", message: `it did not start within ${START_MS / 1_000} s` }),
      START_MS,
    )
    child.on("message", (message: HostReply) => {
      if (message.type !== "ready" && message.type !== "unavailable") return
      clearTimeout(timer)
      resolve(message)
    })
    void exited.then(() => {
      clearTimeout(timer)
      resolve({ type: "unavailable", message: exitReason() })
    })
  })
  if (started.type !== "ready") {
    await close()
    throw new ChromeLaunchError(started.type === "unavailable" ? started.message : exitReason())
  }
  chromePid = started.chromePid

  return {
    alive: () => running() && child.connected,
    run: (url, runOptions) =>
      new Promise<LighthouseResult>((resolve, reject) => {
        if (!child.connected) {
          reject(new Error(exitReason()))
          return
        }
        const id = nextId++
        const deadlineMs = (runOptions.timeoutMs ?? 120_000) + REPORT_GRACE_MS
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new LighthouseTimeoutError(`Lighthouse did not finish ${url} within ${deadlineMs} ms`))
        }, deadlineMs)
        pending.set(id, {
          resolve: (lhr) => {
            clearTimeout(timer)
            resolve(lhr)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        child.send({ type: "run", id, url, options: runOptions } satisfies HostRequest, (error) => {
          if (error === null) return
          pending.get(id)?.reject(new Error(`the browser host did not take the run: ${error.message}`))
          pending.delete(id)
        })
      }),
    close,
  }
}
