import type { LighthouseRun } from "@svc/core"
import { makeAddressGuard, type Resolver, systemResolver } from "@svc/fetch"
import { Effect, type Scope } from "effect"
import type { Flags } from "lighthouse"
import { type Chrome, launchChrome } from "./chrome"
import { ChromeUnavailable, type MeasureError, MeasurementFailed } from "./errors"
import { type GuardProxy, proxyFlags, startGuardProxy } from "./guard-proxy"
import { type FormFactor, lighthouseRunOf, MEASURED_CATEGORIES } from "./measurements"
import {
  type LighthouseResult,
  LighthouseRunError,
  LighthouseTimeoutError,
  runLighthouse,
} from "./run-lighthouse"
import { absorbStrayRejections } from "./stray-rejections"
import { checkMeasuredTarget } from "./target-check"

/** Default hard limit of one Lighthouse run (mobile or desktop); the whole measurement takes at most twice this. */
export const DEFAULT_RUN_BUDGET_MS = 60_000

/**
 * Lighthouse settings of every run unless told otherwise: no full-page screenshot (svc shows none,
 * and it costs a second a run).
 */
export const DEFAULT_LIGHTHOUSE_SETTINGS: Flags = { disableFullPageScreenshot: true }

export interface PerformanceOptions {
  /** The Chromium binary; default CHROME_PATH, else /usr/bin/chromium. */
  readonly chromePath?: string | undefined
  /** Hard limit of one run in milliseconds (default 60 000); Chrome is killed and restarted when a run overruns it. */
  readonly runBudgetMs?: number | undefined
  /**
   * Measure loopback, private and other non-public addresses too. Off by default: the page must
   * resolve to a public address, and Chromium reaches the network only through a proxy that refuses
   * every non-public address.
   */
  readonly allowPrivateTargets?: boolean | undefined
  /** Non-public `address:port` endpoints let through while every other one stays refused (tests, one local server). */
  readonly privateEndpoints?: ReadonlyArray<string> | undefined
  /** Lighthouse settings for both runs, over `DEFAULT_LIGHTHOUSE_SETTINGS` (e.g. shorter quiet windows). */
  readonly settings?: Flags | undefined
  /** Where Chromium's temporary profile folder is made (default: the OS temp folder). */
  readonly tempDir?: string | undefined
  /** How host names are resolved by the target check and the proxy (default: the system resolver). */
  readonly resolve?: Resolver | undefined
}

/** The Performance service: Lighthouse on mobile and desktop, one Chrome at a time. */
export interface PerformanceMeasurer {
  readonly measure: (url: string) => Effect.Effect<LighthouseRun, MeasureError>
}

/** A running Chromium and the guard proxy in front of it (absent when private targets are allowed). */
interface Browser {
  readonly chrome: Chrome
  readonly proxy: GuardProxy | undefined
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const HOW_TO_INSTALL =
  'Install Chromium with "apt-get install -y chromium", or set CHROME_PATH to a Chromium or Chrome binary.'

/** Why Chromium is unavailable, what that means for the result, and how to install it (once). */
const unavailableMessage = (error: unknown): string => {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\.?$/, ".")
  const hint = reason.includes("apt-get install") ? "" : ` ${HOW_TO_INSTALL}`
  return `${reason} Lighthouse figures are left out (performance is unmeasured).${hint}`
}

/**
 * Builds the Performance service in a scope. One Chromium, started on the first measurement and reused
 * by every later one; measurements queue for it one at a time. Each measurement checks the target
 * (public addresses only unless `allowPrivateTargets`), then runs Lighthouse's performance,
 * accessibility and SEO categories on mobile (default config) and desktop (desktop config), each run
 * within `runBudgetMs`. A run that overruns its budget, a Chromium that crashed and an interrupted
 * measurement all kill Chromium (process group, profile folder); the next measurement starts a fresh
 * one. Closing the scope kills it too. Why Chromium is unavailable is logged once.
 */
export const makePerformance = (
  options: PerformanceOptions = {},
): Effect.Effect<PerformanceMeasurer, never, Scope.Scope> =>
  Effect.gen(function* () {
    const guard = makeAddressGuard({
      allowPrivateTargets: options.allowPrivateTargets === true,
      privateEndpoints: options.privateEndpoints,
    })
    const resolve = options.resolve ?? systemResolver
    const runBudgetMs = options.runBudgetMs ?? DEFAULT_RUN_BUDGET_MS
    const settings: Flags = { ...DEFAULT_LIGHTHOUSE_SETTINGS, ...options.settings }
    const lock = yield* Effect.makeSemaphore(1)
    let browser: Browser | undefined
    let closed = false
    let unavailableLogged = false

    const stopBrowser = Effect.promise(async () => {
      const running = browser
      browser = undefined
      if (running === undefined) return
      absorbStrayRejections()
      await running.chrome.close()
      await running.proxy?.close()
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        closed = true
      }).pipe(Effect.zipRight(stopBrowser)),
    )

    const startBrowser = Effect.tryPromise({
      try: async (): Promise<Browser> => {
        const proxy = guard.allowsEveryTarget ? undefined : await startGuardProxy({ guard, resolve })
        try {
          const chrome = await launchChrome({
            ...(options.chromePath === undefined ? {} : { chromePath: options.chromePath }),
            ...(options.tempDir === undefined ? {} : { tempDir: options.tempDir }),
            extraFlags: proxy === undefined ? [] : proxyFlags(proxy.url),
          })
          return { chrome, proxy }
        } catch (error) {
          await proxy?.close()
          throw error
        }
      },
      catch: (error) => new ChromeUnavailable({ message: unavailableMessage(error) }),
    }).pipe(
      Effect.tapError((error) =>
        unavailableLogged
          ? Effect.void
          : Effect.sync(() => {
              unavailableLogged = true
            }).pipe(Effect.zipRight(Effect.logWarning(error.message))),
      ),
    )

    /**
     * The running Chromium, started (again) when there is none or the last one died. Uninterruptible:
     * an interruption (Ctrl-C, a closing scope) while Chromium starts waits until it is registered,
     * so that closing the scope stops it rather than leaving it and its profile folder behind.
     */
    const currentBrowser = Effect.uninterruptible(
      Effect.gen(function* () {
        if (closed) return yield* new ChromeUnavailable({ message: "The Performance service was shut down." })
        if (browser !== undefined && isAlive(browser.chrome.pid)) return browser
        yield* stopBrowser
        const started = yield* startBrowser
        browser = started
        // The scope closed while Chromium started (a measurement forked outside it): stop it now.
        if (closed) {
          yield* stopBrowser
          return yield* new ChromeUnavailable({ message: "The Performance service was shut down." })
        }
        return started
      }),
    )

    const run = (chrome: Chrome, url: string, formFactor: FormFactor) =>
      Effect.tryPromise({
        try: (): Promise<LighthouseResult> =>
          runLighthouse(chrome, url, {
            categories: MEASURED_CATEGORIES,
            formFactor,
            timeoutMs: runBudgetMs,
            settings,
          }),
        catch: (error) => error,
      }).pipe(
        // Anything but Lighthouse's own verdict on the page (a timeout, a lost connection, a crash)
        // may leave Chromium hung: kill it, the next measurement starts a fresh one.
        Effect.tapError((error) => (error instanceof LighthouseRunError ? Effect.void : stopBrowser)),
        Effect.mapError(
          (error) =>
            new MeasurementFailed({
              message: `Lighthouse (${formFactor}) could not measure ${url}: ${error instanceof Error ? error.message : String(error)}`,
              formFactor,
              timedOut: error instanceof LighthouseTimeoutError,
            }),
        ),
        Effect.onInterrupt(() => stopBrowser),
      )

    const measure = (url: string): Effect.Effect<LighthouseRun, MeasureError> =>
      checkMeasuredTarget(url, guard, resolve).pipe(
        Effect.flatMap((target) =>
          lock.withPermits(1)(
            Effect.gen(function* () {
              const { chrome } = yield* currentBrowser
              const mobile = yield* run(chrome, target.href, "mobile")
              const desktop = yield* run(chrome, target.href, "desktop")
              return lighthouseRunOf({ mobile, desktop })
            }),
          ),
        ),
        Effect.tapError((error) =>
          error._tag === "ChromeUnavailable" ? Effect.void : Effect.logWarning(error.message),
        ),
      )

    return { measure }
  })
