import type { Config, Flags, Result } from "lighthouse"
import type { Chrome } from "./chrome"

/** A Lighthouse report (LHR), as Lighthouse 12 returns it. */
export type LighthouseResult = Result

export interface LighthouseOptions {
  /** Category ids to run, e.g. `["seo", "accessibility", "best-practices", "performance"]`; default all. */
  readonly categories?: ReadonlyArray<string>
  /**
   * Mobile (Lighthouse's default config: emulated Moto G Power, slow 4G, 4× CPU slowdown) or desktop
   * (Lighthouse's desktop config: desktop screen and user agent, dense 4G, no CPU slowdown).
   */
  readonly formFactor?: "mobile" | "desktop"
  /** Audit an error page (4xx/5xx) instead of failing the run. */
  readonly ignoreStatusCode?: boolean
  /**
   * Lighthouse settings beyond these (they win over the defaults above), e.g. shorter quiet windows
   * (`pauseAfterLoadMs`, `networkQuietThresholdMs`, `cpuQuietThresholdMs`) for pages without scripts.
   */
  readonly settings?: Flags
  /** Reject after this long (the caller should then close Chrome, which ends the run). Default 120 s. */
  readonly timeoutMs?: number
}

/** Thrown when Lighthouse could not audit the page (its `runtimeError`, e.g. the page did not load). */
export class LighthouseRunError extends Error {
  override readonly name = "LighthouseRunError"
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Thrown when a run takes longer than `timeoutMs`. */
export class LighthouseTimeoutError extends Error {
  override readonly name = "LighthouseTimeoutError"
}

/**
 * Lighthouse and its configs, loaded on the first run: importing Lighthouse takes a noticeable part of
 * a second, which embedders that never measure should not pay.
 */
const loadLighthouse = async () => {
  const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import("lighthouse"),
    import("lighthouse/core/config/desktop-config.js"),
  ])
  return { lighthouse, desktopConfig: desktopConfig as Config }
}

/**
 * Runs Lighthouse on `url` in a new tab of `chrome` and returns its report. Rejects with
 * `LighthouseRunError` when Lighthouse could not audit the page, `LighthouseTimeoutError` after
 * `timeoutMs`. Runs on one Chrome must not overlap: run them one after another.
 */
export const runLighthouse = async (
  chrome: Chrome,
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> => {
  const { lighthouse, desktopConfig } = await loadLighthouse()
  const formFactor = options.formFactor ?? "mobile"
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    ...(options.categories ? { onlyCategories: [...options.categories] } : {}),
    ...(options.ignoreStatusCode ? { ignoreStatusCode: true } : {}),
    ...options.settings,
  }
  let timer: NodeJS.Timeout | undefined
  const timeoutMs = options.timeoutMs ?? 120_000
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LighthouseTimeoutError(`Lighthouse did not finish ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  try {
    const result = await Promise.race([
      lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined),
      timeout,
    ])
    if (result === undefined)
      throw new LighthouseRunError("NO_RESULT", `Lighthouse returned no result for ${url}`)
    const { runtimeError } = result.lhr
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message)
    return result.lhr
  } finally {
    clearTimeout(timer)
  }
}
