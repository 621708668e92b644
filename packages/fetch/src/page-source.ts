import type { PageSnapshot, RedirectHop, SiteFile, SiteFiles } from "@svc/core"
import { Context, Effect, Layer, Runtime, type Scope } from "effect"
import { type FetchError, isFetchError } from "./errors"
import { type FetchedPage, Fetcher, type FetcherOptions } from "./fetcher"
import { type FetchLimits, pageLimits, type SiteFileLimits, siteFileLimits } from "./limits"
import { gatedSource, type RequestGate } from "./request-gate"
import { fetchSiteFiles } from "./site-files"

/** How a caller has an origin's site files read: every request through `gate`; robots.txt as it read it already (not asked again). */
export interface SiteFilesReading {
  readonly gate?: RequestGate | undefined
  readonly robots?: SiteFile | undefined
}

/**
 * Asked before each redirect hop of a page's fetch, with the hop's address and the redirect that leads
 * there: true follows it, false stops there and answers the redirect itself (see `RedirectFollowing`).
 * It must not fail.
 */
export type PageRedirectFollowing = (target: string, from: RedirectHop) => Effect.Effect<boolean>

/** Acquires pages from the network, public addresses only (unless the policy relaxes it). */
export interface PageSourceService {
  /**
   * Fetches one page: the response after redirects, decoded, without the site files. The server's
   * start call uses it with `{ deadlineMs: 10_000 }` (decision 15) and may hand the page to the audit.
   * With `following`, each redirect hop is followed only when it answers true.
   */
  readonly fetchPage: (
    url: string,
    limits?: Partial<FetchLimits>,
    following?: PageRedirectFollowing,
  ) => Effect.Effect<FetchedPage, FetchError>
  /**
   * Fetches robots.txt, the sitemaps and llms.txt of the page's origin; each present, absent or failed.
   * With a `gate`, each of their requests waits for it (a crawl's turn at the host); with `robots`,
   * robots.txt is that one.
   */
  readonly fetchSiteFiles: (pageUrl: string, reading?: SiteFilesReading) => Effect.Effect<SiteFiles>
  /** The page and, once it answered, its site files: everything the core audits. */
  readonly fetchSnapshot: (url: string) => Effect.Effect<PageSnapshot, FetchError>
}

export class PageSource extends Context.Tag("@svc/fetch/PageSource")<PageSource, PageSourceService>() {}

export interface PageSourceOptions extends FetcherOptions {
  /** Overrides of the page limits (30 s deadline, 5 MiB decoded, 5 redirects, …). */
  readonly pageLimits?: Partial<FetchLimits> | undefined
  /** Overrides of the site files' limits (each sitemap file's, and the budget of all of them). */
  readonly siteFileLimits?: Partial<SiteFileLimits> | undefined
}

/** Runs a promise-returning fetch, interruptible, failing only with the typed fetch errors. */
const attempt = <A>(run: (signal: AbortSignal) => Promise<A>): Effect.Effect<A, FetchError> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catchAll((error) => (isFetchError(error) ? Effect.fail(error) : Effect.die(error))),
  )

/** A PageSource over one connection pool, closed when the scope closes. */
export const makePageSource = (
  options: PageSourceOptions = {},
): Effect.Effect<PageSourceService, never, Scope.Scope> =>
  Effect.gen(function* () {
    const fetcher = yield* Effect.acquireRelease(
      Effect.sync(() => new Fetcher(options)),
      (acquired) => Effect.promise(() => acquired.close()),
    )
    const pageDefaults: FetchLimits = { ...pageLimits, ...options.pageLimits }
    const siteDefaults: SiteFileLimits = { ...siteFileLimits, ...options.siteFileLimits }
    const fetchPage = (url: string, limits: Partial<FetchLimits> = {}, following?: PageRedirectFollowing) =>
      Effect.flatMap(Effect.runtime<never>(), (runtime) =>
        attempt((signal) =>
          fetcher.fetchPage(
            url,
            { ...pageDefaults, ...limits },
            signal,
            following === undefined
              ? undefined
              : (target, from) => Runtime.runPromise(runtime)(following(target.href, from), { signal }),
          ),
        ),
      )
    const siteFilesOf = (pageUrl: string, reading: SiteFilesReading = {}) =>
      attempt((signal) =>
        fetchSiteFiles(
          reading.gate === undefined ? fetcher : gatedSource(fetcher, reading.gate),
          pageUrl,
          siteDefaults,
          { signal, robots: reading.robots },
        ),
      ).pipe(Effect.orDie)
    return PageSource.of({
      fetchPage,
      fetchSiteFiles: siteFilesOf,
      fetchSnapshot: (url) =>
        Effect.gen(function* () {
          const page = yield* fetchPage(url)
          const siteFiles = yield* siteFilesOf(page.finalUrl)
          return { ...page, siteFiles }
        }),
    })
  })

/** The live PageSource layer: undici with the public-address guard. */
export const PageSourceLive = (options: PageSourceOptions = {}): Layer.Layer<PageSource> =>
  Layer.scoped(PageSource, makePageSource(options))
