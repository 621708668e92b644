import type { AuditRequestError, Locale, Result } from "@svc/contract"
import { type FetchError, PageSourceLive, type PageSourceOptions, type TooLarge } from "@svc/fetch"
import type { PerformanceOptions } from "@svc/lighthouse"
import { Effect, Layer } from "effect"
import type { AnalysisFailed } from "./analysis"
import { type AuditedSite, Auditor, AuditorLive, type AuditorService } from "./auditor"
import { PerformanceLive } from "./performance-live"
import { ruleRegistryLayer } from "./rule-registry"
import { runToPromise } from "./run-promise"

/** Options of `auditUrl` and `auditUrls`. */
export interface AuditUrlOptions {
  /** The search phrase, at most 32 words; without it the page's first keyword suggestion is measured. */
  readonly query?: string | undefined
  /** `en` (default), `sk` or `es`: the language of labels and fixes. */
  readonly locale?: Locale | undefined
  /**
   * Fetch loopback, private and other non-public addresses too (a dev server on localhost). Off by
   * default: only public addresses are fetched, every redirect and connection checked (decision 3).
   */
  readonly allowPrivateTargets?: boolean | undefined
  /**
   * Lighthouse figures and measurements: `true` (or the Performance service's options) starts one
   * Chromium for the call, measures every page on mobile and desktop and stops it before the promise
   * settles. Off by default: it needs Chromium and adds two Lighthouse runs per page. When Chromium
   * is missing or a run fails, the result lists `performance` in `unmeasured`.
   */
  readonly performance?: boolean | PerformanceOptions | undefined
}

/** Options of `auditHtml`. */
export interface AuditHtmlOptions {
  /** The URL the HTML is served from: links, canonical and the URL checks are judged against it. */
  readonly url: string
  readonly query?: string | undefined
  readonly locale?: Locale | undefined
}

/** The Auditor with the live PageSource and the four default packs, for the given fetch options. */
export const auditorLayer = (options: PageSourceOptions = {}): Layer.Layer<Auditor> =>
  AuditorLive.pipe(Layer.provide(Layer.merge(PageSourceLive(options), ruleRegistryLayer())))

/** How an auditor embedded in a program (the CLI, the MCP server, the promise API) fetches and measures. */
export interface EmbeddedAuditorOptions {
  /** Fetch loopback and private addresses too (a dev server); off, only public addresses. */
  readonly allowPrivateTargets: boolean
  /**
   * Measure pages with Lighthouse in one Chromium, started on the first measurement, reused by every
   * later one and killed (its profile removed) when the layer's scope closes; a Chromium that cannot
   * start leaves `performance` unmeasured. Undefined: no Lighthouse.
   */
  readonly performance?: PerformanceOptions | undefined
}

/** The one embedded Auditor: the live PageSource and the default packs, with Lighthouse when asked. */
export const embeddedAuditor = (options: EmbeddedAuditorOptions): Layer.Layer<Auditor> => {
  const fetching = auditorLayer({ policy: { allowPrivateTargets: options.allowPrivateTargets } })
  return options.performance === undefined
    ? fetching
    : fetching.pipe(
        Layer.provide(
          PerformanceLive({ allowPrivateTargets: options.allowPrivateTargets, ...options.performance }),
        ),
      )
}

/** The Performance options a promise call asked for, or undefined when it did not ask to measure. */
const performanceOptionsOf = (options: AuditUrlOptions): PerformanceOptions | undefined => {
  const { performance } = options
  if (performance !== true && (typeof performance !== "object" || performance === null)) return undefined
  return {
    allowPrivateTargets: options.allowPrivateTargets === true,
    ...(performance === true ? {} : performance),
  }
}

const withAuditor = <A, E>(
  options: AuditUrlOptions,
  use: (auditor: AuditorService) => Effect.Effect<A, E>,
): Promise<A> => {
  const layer = embeddedAuditor({
    allowPrivateTargets: options?.allowPrivateTargets === true,
    performance: performanceOptionsOf(options ?? {}),
  })
  return runToPromise(Effect.flatMap(Auditor, use).pipe(Effect.provide(layer)))
}

/**
 * Audits one page: fetches it (public addresses only unless `allowPrivateTargets`), its robots.txt,
 * sitemap and llms.txt, runs every check pack and resolves to the contract's `result`. Rejects with
 * `InvalidRequest`, `InvalidQuery`, `InvalidLocale`, `NotPublic`, `Unreachable { host }`, `Timeout`,
 * `TooLarge` or `NotHtml`. A page that answers 4xx or 5xx is audited, not rejected.
 */
export const auditUrl = (url: string, options: AuditUrlOptions = {}): Promise<Result> =>
  withAuditor(options, (auditor) => auditor.auditUrl(url, { query: options?.query, locale: options?.locale }))

/**
 * Audits 1–10 pages (duplicates once) and resolves to `{ pages, site }`: each page `done` with its
 * `result` or `failed` with `{ error, code }`, and the site figures. Rejects only for bad input.
 */
export const auditUrls = (urls: ReadonlyArray<string>, options: AuditUrlOptions = {}): Promise<AuditedSite> =>
  withAuditor(options, (auditor) => auditor.audit(urls, { query: options?.query, locale: options?.locale }))

/**
 * Audits an HTML string as if served from `url`, offline: no network, so robots.txt, the sitemap,
 * llms.txt and performance are listed in `unmeasured`. Rejects with the request errors or `TooLarge`.
 */
export const auditHtml = (html: string, options: AuditHtmlOptions): Promise<Result> =>
  withAuditor({}, (auditor) => auditor.auditHtml(html, options))

/** Every error the promise API rejects with (defects aside). */
export type AuditError = AuditRequestError | FetchError | TooLarge | AnalysisFailed
