import { constants } from "node:fs"
import { access, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Launcher } from "chrome-launcher"

/** Chromium as Debian installs it; override with `chromePath` or the CHROME_PATH environment variable. */
export const DEFAULT_CHROME_PATH = "/usr/bin/chromium"

/** Headless flags that work as root in a container and keep Chromium from phoning home. */
export const HEADLESS_FLAGS: ReadonlyArray<string> = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

export interface ChromeOptions {
  /** The Chromium binary; defaults to CHROME_PATH, else /usr/bin/chromium. */
  readonly chromePath?: string
  /** Flags beyond `HEADLESS_FLAGS` (e.g. `--ignore-certificate-errors` for a test server). */
  readonly extraFlags?: ReadonlyArray<string>
  /** Where the temporary profile folder is made (default: the OS temp folder). */
  readonly tempDir?: string
}

/** A running Chromium that Lighthouse can drive through its debugging port. */
export interface Chrome {
  readonly port: number
  readonly pid: number
  /** The profile folder of this Chromium only; removed by `close`. */
  readonly userDataDir: string
  /** Kills Chromium with its whole process group, waits until it is gone, removes the profile. Safe to call twice. */
  readonly close: () => Promise<void>
}

/** Thrown when Chromium cannot be started; Chromium and its profile are already cleaned up. */
export class ChromeLaunchError extends Error {
  override readonly name = "ChromeLaunchError"
}

/**
 * Launches one headless Chromium with its own profile folder. If starting fails, whatever started is
 * killed and the folder removed before the error is thrown. Reuse one Chrome for several Lighthouse
 * runs (each run opens its own tab); close it when done.
 */
export const launchChrome = async (options: ChromeOptions = {}): Promise<Chrome> => {
  const chromePath = options.chromePath ?? process.env.CHROME_PATH ?? DEFAULT_CHROME_PATH
  try {
    await access(chromePath, constants.X_OK)
  } catch {
    throw new ChromeLaunchError(
      `Chromium was not found at ${chromePath} (install it with "apt-get install -y chromium", or set CHROME_PATH)`,
    )
  }
  const userDataDir = await mkdtemp(join(options.tempDir ?? tmpdir(), "svc-chrome-"))
  const launcher = new Launcher({
    chromePath,
    chromeFlags: [...HEADLESS_FLAGS, ...(options.extraFlags ?? [])],
    userDataDir,
    handleSIGINT: false,
    logLevel: "silent",
    maxConnectionRetries: 40,
    connectionPollInterval: 250,
  })
  const stop = stopper(launcher, userDataDir)
  const watch = watchForEarlyExit(launcher)
  try {
    await Promise.race([launcher.launch(), watch.exited])
  } catch (error) {
    await stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new ChromeLaunchError(`Chromium (${chromePath}) did not start: ${reason}`, { cause: error })
  } finally {
    watch.stop()
  }
  const { port, pid } = launcher
  if (port === undefined || pid === undefined) {
    await stop()
    throw new ChromeLaunchError(`Chromium (${chromePath}) started without a debugging port`)
  }
  return { port, pid, userDataDir, close: stop }
}

/** Rejects as soon as the Chromium process exits while we wait for its debugging port. */
const watchForEarlyExit = (launcher: Launcher): { exited: Promise<never>; stop: () => void } => {
  let timer: NodeJS.Timeout | undefined
  const exited = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const child = launcher.chromeProcess
      if (child === undefined || (child.exitCode === null && child.signalCode === null)) return
      clearInterval(timer)
      reject(
        new Error(
          `the process exited (${child.exitCode ?? child.signalCode}) before opening its debugging port`,
        ),
      )
    }, 100)
  })
  exited.catch(() => {}) // observed through Promise.race; never an unhandled rejection
  return { exited, stop: () => clearInterval(timer) }
}

/** Stops the launched Chromium once: kill the process group, wait for the exit, remove the profile. */
const stopper = (launcher: Launcher, userDataDir: string): (() => Promise<void>) => {
  let stopping: Promise<void> | undefined
  // If the Node process exits without close(), still take Chromium down with it.
  const onExit = () => launcher.kill()
  process.once("exit", onExit)
  return () => {
    stopping ??= (async () => {
      process.removeListener("exit", onExit)
      const child = launcher.chromeProcess
      const exited =
        child && child.exitCode === null && child.signalCode === null
          ? new Promise<void>((resolve) => child.once("exit", () => resolve()))
          : Promise.resolve()
      launcher.kill()
      await exited
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    })()
    return stopping
  }
}
