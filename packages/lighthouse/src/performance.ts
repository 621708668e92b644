import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { LighthouseRun } from "@svc/core"
import { makeAddressGuard, type Resolver, systemResolver } from "@svc/fetch"
import { Effect, type Scope } from "effect"
import type { Flags } from "lighthouse"
import { type BrowserHost, startBrowserHost } from "./browser-host-process"
import { ChromeUnavailable, type MeasureError, MeasurementFailed } from "./errors"
import { type GuardProxy, startGuardProxy } from "./guard-proxy"
import { type FormFactor, lighthouseRunOf, MEASURED_CATEGORIES } from "./measurements"
import { type NetworkFence, probeNetworkFence } from "./network-fence"
import { type LighthouseResult, LighthouseRunError, LighthouseTimeoutError } from "./run-lighthouse"
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
  /**
   * While the guard is on, Chromium runs in a network namespace of its own whose only way out is the
   * guard proxy (see `network-fence.ts`). Where no namespace can be made (not Linux, no root and no
   * unprivileged user namespaces, no `unshare`/`ip`), Lighthouse is refused — performance unmeasured,
   * logged once — unless this is true: then Chromium runs unfenced, behind the proxy only (a page can
   * make it send WebRTC UDP to private addresses), with a warning logged once. For a CLI on one's own
   * machine; a server should set it only by an explicit operator decision.
   */
  readonly allowUnfencedChromium?: boolean | undefined
}

/**
 * How a measurement's page loads take their turns: each of Lighthouse's runs (mobile, then desktop)
 * is given to it once Chromium is up, just before it navigates. A crawl waits there for the host's
 * next allowed start (its Crawl-delay); without one, each run starts at once.
 */
export type MeasurePacing = <A, E>(pageLoad: Effect.Effect<A, E>) => Effect.Effect<A, E>

/** The Performance service: Lighthouse on mobile and desktop, one Chrome at a time. */
export interface PerformanceMeasurer {
  readonly measure: (url: string, pacing?: MeasurePacing) => Effect.Effect<LighthouseRun, MeasureError>
}

const atOnce: MeasurePacing = (pageLoad) => pageLoad

/** A running Chromium (in its host) and the guard proxy in front of it (absent when private targets are allowed). */
interface Browser {
  readonly host: BrowserHost
  readonly proxy: GuardProxy | undefined
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
 * Builds the Performance service in a scope. One Chromium, in a browser host process of its own
 * (`browser-host.ts`, which runs Lighthouse too), started on the first measurement and reused by every
 * later one; measurements queue for it one at a time. While the guard is on, the host runs in a
 * network namespace whose only way out is the guard proxy (`network-fence.ts`); where none can be
 * made, Lighthouse is refused unless `allowUnfencedChromium`. Each measurement checks the target
 * (public addresses only unless `allowPrivateTargets`), then runs Lighthouse's performance,
 * accessibility and SEO categories on mobile (default config) and desktop (desktop config), each run
 * within `runBudgetMs`. A run that overruns its budget, a Chromium that crashed and an interrupted
 * measurement all end the host and its Chromium (and remove their folder); the next measurement
 * starts afresh. Closing the scope ends them too. Why Chromium is unavailable is logged once.
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
    const logged = new Set<"unavailable" | "unfenced">()
    /** Logs a warning of this kind (why Chromium is unavailable, or unfenced) the first time only. */
    const logOnce = (kind: "unavailable" | "unfenced", message: string) =>
      Effect.suspend(() => {
        const first = !logged.has(kind)
        logged.add(kind)
        return first ? Effect.logWarning(message) : Effect.void
      })

    const stopBrowser = Effect.promise(async () => {
      const running = browser
      browser = undefined
      if (running === undefined) return
      await running.host.close()
      await running.proxy?.close()
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        closed = true
      }).pipe(Effect.zipRight(stopBrowser)),
    )

    /** The fence Chromium runs in, none (private targets allowed, or unfenced by choice), or a refusal. */
    const fenceOfBrowser = Effect.promise(probeNetworkFence).pipe(
      Effect.flatMap((probe): Effect.Effect<NetworkFence | undefined, ChromeUnavailable> => {
        if (guard.allowsEveryTarget) return Effect.succeed(undefined)
        if (probe._tag === "Fenced") return Effect.succeed(probe.fence)
        if (options.allowUnfencedChromium === true)
          return logOnce(
            "unfenced",
            `Chromium runs without a network fence: ${probe.reason}. Only its proxy guards it, so a page can make it send WebRTC (UDP) packets to private addresses.`,
          ).pipe(Effect.as(undefined))
        return new ChromeUnavailable({
          message: `Chromium cannot be fenced off the network here: ${probe.reason}. Lighthouse is not run, so performance is unmeasured. Run as root or enable unprivileged user namespaces (see docs/fetching.md, "The network fence"), or allow an unfenced Chromium explicitly (svc-server --allow-unfenced-chromium, SVC_ALLOW_UNFENCED_CHROMIUM=true).`,
        })
      }),
    )

    const startBrowser = fenceOfBrowser.pipe(
      Effect.flatMap((fence) =>
        Effect.tryPromise({
          try: async (): Promise<Browser> => {
            const workDir = await mkdtemp(join(options.tempDir ?? tmpdir(), "svc-chrome-"))
            const socketPath = join(workDir, "proxy.sock")
            let proxy: GuardProxy | undefined
            try {
              proxy = guard.allowsEveryTarget
                ? undefined
                : await startGuardProxy({ guard, resolve, ...(fence === undefined ? {} : { socketPath }) })
              const host = await startBrowserHost({
                fence,
                workDir,
                settings: {
                  chromePath: options.chromePath,
                  tempDir: workDir,
                  proxy:
                    proxy === undefined
                      ? undefined
                      : fence === undefined
                        ? { url: proxy.url }
                        : { socketPath },
                },
              })
              return { host, proxy }
            } catch (error) {
              await proxy?.close()
              await rm(workDir, { recursive: true, force: true })
              throw error
            }
          },
          catch: (error) => new ChromeUnavailable({ message: unavailableMessage(error) }),
        }),
      ),
      Effect.tapError((error) => logOnce("unavailable", error.message)),
    )

    /**
     * The running Chromium, started (again) when there is none or the last one died. Uninterruptible:
     * an interruption (Ctrl-C, a closing scope) while Chromium starts waits until it is registered,
     * so that closing the scope stops it rather than leaving it and its profile folder behind.
     */
    const currentBrowser = Effect.uninterruptible(
      Effect.gen(function* () {
        if (closed) return yield* new ChromeUnavailable({ message: "The Performance service was shut down." })
        if (browser?.host.alive()) return browser
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

    const run = (host: BrowserHost, url: string, formFactor: FormFactor) =>
      Effect.tryPromise({
        try: (): Promise<LighthouseResult> =>
          host.run(url, {
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

    const measure = (
      url: string,
      pacing: MeasurePacing = atOnce,
    ): Effect.Effect<LighthouseRun, MeasureError> =>
      checkMeasuredTarget(url, guard, resolve).pipe(
        Effect.flatMap((target) =>
          lock.withPermits(1)(
            Effect.gen(function* () {
              // Chromium first (its start takes seconds): a turn taken before it would be spent by then.
              const { host } = yield* currentBrowser
              const mobile = yield* pacing(run(host, target.href, "mobile"))
              const desktop = yield* pacing(run(host, target.href, "desktop"))
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
