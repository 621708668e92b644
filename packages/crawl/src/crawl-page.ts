import { type AuditorService, type MeasurePacing, pageFailureOf } from "@svc/audit"
import type { Result } from "@svc/contract"
import {
  type CrawledPage,
  type CrawledRedirectHop,
  crawledPageFrom,
  failedCrawledPage,
  redirectCrawledPage,
} from "@svc/core"
import type { FetchedPage } from "@svc/fetch"
import type { LeasedCrawlPage } from "@svc/store"
import { Effect, Either } from "effect"
import type { SettledCrawlOptions } from "./crawl-options"
import type { FoundUrl, OriginFiles } from "./discovery"

/** A frontier URL the page's fetch claimed on its way (a redirect hop or target), with its place in the frontier. */
export interface ClaimedOnTheWay {
  readonly url: string
  readonly depth: number | null
  readonly inSitemap: boolean
}

/** How fetching a leased page ended (what its fetch claimed on the way is in its context's `claimed`). */
export type PageOutcome =
  /** Audited: its crawl facts, its result (null for a redirect whose target is fetched apart), and the addresses it leads to. */
  | {
      readonly kind: "done"
      readonly page: CrawledPage
      readonly result: Result | null
      readonly found: ReadonlyArray<FoundUrl>
    }
  /** No page to audit (a failed fetch, a failed analysis). `retryable`: no answer came, so asking again may help. */
  | {
      readonly kind: "failed"
      readonly page: CrawledPage
      readonly code: string
      readonly message: string
      readonly retryable: boolean
    }
  /** The host asked to be left alone a while (429, or 503): `retryAfter` as it sent it. */
  | { readonly kind: "busy"; readonly status: number; readonly retryAfter: string | undefined }

/** What one page's fetch needs from the crawl. */
export interface PageContext {
  readonly auditor: AuditorService
  readonly options: SettledCrawlOptions
  /** The crawl's key of an address in scope, null otherwise. */
  readonly keyOf: (url: string) => string | null
  readonly originFiles: (origin: string) => Effect.Effect<OriginFiles>
  /** Whether to take a 429 or 503 answer as it is (the URL was asked enough times). */
  readonly lastAttempt: boolean
  /** Whether this page is one of the crawl's Lighthouse sample (asked once per audited page). */
  readonly inLighthouseSample: Effect.Effect<boolean>
  /** How a measured page's Lighthouse page loads take turns at its host (the page's final URL). */
  readonly measurePacing: (url: string) => MeasurePacing
  /**
   * Claims a frontier URL (a key) the fetch is about to request on a redirect: its place in the
   * frontier when the fetch may go on; null when another request fetches it (or did).
   */
  readonly claimOnTheWay: (url: string) => Effect.Effect<Omit<ClaimedOnTheWay, "url"> | null>
  /** Every URL claimed so far by this page's fetch (the lease's keeper renews them with the page's lease). */
  readonly claimed: Array<ClaimedOnTheWay>
}

/** Page failure codes where no answer came: the host may answer later. */
const RETRYABLE = new Set(["timeout", "unreachable"])

/** The addresses a page leads to: its links one click deeper, its canonical and alternates at no depth (its redirect target was fetched with it). */
const foundOf = (page: CrawledPage): ReadonlyArray<FoundUrl> => {
  const deeper = page.depth === null ? null : page.depth + 1
  return [
    ...page.links.map((link) => ({ url: link.url, depth: deeper, inSitemap: false })),
    ...(page.canonical === null ? [] : [{ url: page.canonical, depth: null, inSitemap: false }]),
    ...page.alternates.map((alternate) => ({ url: alternate.url, depth: null, inSitemap: false })),
  ]
}

const audited = (context: PageContext, leased: LeasedCrawlPage, fetched: FetchedPage) =>
  Effect.gen(function* () {
    const { auditor, options } = context
    const { siteFiles } = yield* context.originFiles(new URL(fetched.finalUrl).origin)
    const performance = options.performance || (yield* context.inLighthouseSample)
    const audit = yield* Effect.either(
      auditor.auditPageForCrawl(
        fetched,
        {
          query: options.query ?? undefined,
          locale: options.locale ?? undefined,
          performance,
          measurePacing: context.measurePacing(fetched.finalUrl),
        },
        siteFiles,
      ),
    )
    const position = {
      requestedUrl: leased.url,
      depth: leased.depth,
      inSitemap: leased.inSitemap,
      normalise: context.keyOf,
    }
    if (Either.isLeft(audit)) {
      const failure = pageFailureOf(audit.left)
      return {
        kind: "failed",
        page: failedCrawledPage({
          ...position,
          url: leased.url,
          status: fetched.status,
          failure: failure.code,
        }),
        code: failure.code,
        message: failure.error,
        retryable: false,
      } satisfies PageOutcome
    }
    // The crawl facts come from the audit's own facts: the page is parsed once.
    const { result, crawl } = audit.right
    const page = crawledPageFrom(crawl, { ...position, score: result.score.svc })
    return { kind: "done", page, result, found: foundOf(page) } satisfies PageOutcome
  })

/**
 * Whether the fetch of a leased page follows a redirect to `target`: back to an address it passed (a
 * loop, which the fetcher's bound ends), yes; out of scope, when the robots.txt of the target's host
 * allows it (read first, as for any URL of that host); in scope, when robots.txt allows it and the
 * frontier lets it claim the URL (it is then recorded with the page, never asked again). `trail`
 * keeps the hops followed and the URL it stopped before.
 */
const following =
  (context: PageContext, leased: LeasedCrawlPage, trail: FetchTrail) =>
  (target: string, from: CrawledRedirectHop) =>
    Effect.tap(follows(context, leased, trail.stopped, target), (followed) =>
      Effect.sync(() => {
        if (followed) trail.followed.push({ hop: { url: from.url, status: from.status }, target })
      }),
    )

/** Where a page's fetch went: the hops it followed (each with where it led), and the URL it stopped before. */
interface FetchTrail {
  readonly stopped: { at: string | null }
  readonly followed: Array<{ readonly hop: CrawledRedirectHop; readonly target: string }>
}

const follows = (
  context: PageContext,
  leased: LeasedCrawlPage,
  stopped: { at: string | null },
  target: string,
): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    const key = context.keyOf(target)
    if (key === null) return yield* allowedOutOfScope(context, target, stopped)
    if (key === leased.url || context.claimed.some((claim) => claim.url === key)) return true
    const { robots } = yield* context.originFiles(new URL(key).origin)
    if (!robots.allows(key)) {
      stopped.at = key
      return false
    }
    const claim = yield* context.claimOnTheWay(key)
    if (claim === null) {
      stopped.at = key
      return false
    }
    context.claimed.push({ url: key, ...claim })
    return true
  })

/**
 * A redirect out of the crawl's scope is followed where the robots.txt of its host allows it (`target`
 * is an http(s) address the fetcher's guard checked).
 */
const allowedOutOfScope = (context: PageContext, target: string, stopped: { at: string | null }) =>
  Effect.gen(function* () {
    const { robots } = yield* context.originFiles(new URL(target).origin)
    if (robots.allows(target)) return true
    stopped.at = target
    return false
  })

/**
 * Fetches a leased page through the Auditor's guarded fetcher and audits it with the site files of
 * its origin: a page that answers is audited whatever its status (as `svc audit` does), but for a 429
 * or 503 while the URL may still be asked again. Each redirect hop in scope is claimed in the frontier
 * first (`claimOnTheWay`); a hop another request fetches ends the fetch there, and the page is a
 * redirect answered apart (its target's record answers for it).
 */
export const crawlPage = (context: PageContext, leased: LeasedCrawlPage): Effect.Effect<PageOutcome> =>
  Effect.gen(function* () {
    const trail: FetchTrail = { stopped: { at: null }, followed: [] }
    const { stopped } = trail
    const fetched = yield* Effect.either(
      context.auditor.fetchPage(leased.url, undefined, following(context, leased, trail)),
    )
    if (Either.isLeft(fetched)) {
      const failure = pageFailureOf(fetched.left)
      const last = trail.followed.at(-1)
      return {
        kind: "failed",
        page: failedCrawledPage({
          url: leased.url,
          depth: leased.depth,
          inSitemap: leased.inSitemap,
          status: null,
          failure: failure.code,
          // A loop is seen in the hops the fetcher followed before it gave up; any other failure after
          // redirects happened where they led, and the hops are the page's chain (each claimed hop's
          // record is its part of it).
          ...(fetched.left._tag === "TooManyRedirects"
            ? { redirects: fetched.left.redirects }
            : last === undefined
              ? {}
              : { redirects: trail.followed.map(({ hop }) => hop), finalUrl: last.target }),
          normalise: context.keyOf,
        }),
        code: failure.code,
        message: failure.error,
        retryable: RETRYABLE.has(failure.code),
      } satisfies PageOutcome
    }
    const page = fetched.right
    if (stopped.at !== null)
      return {
        kind: "done",
        page: redirectCrawledPage({
          url: leased.url,
          depth: leased.depth,
          inSitemap: leased.inSitemap,
          redirects: [...page.redirects, { url: page.finalUrl, status: page.status }],
          target: stopped.at,
          normalise: context.keyOf,
        }),
        result: null,
        // The target is in the frontier (another request's), or robots.txt disallows it: then it is kept as blocked.
        found: [{ url: stopped.at, depth: leased.depth, inSitemap: false }],
      } as const
    if ((page.status === 429 || page.status === 503) && !context.lastAttempt)
      return {
        kind: "busy",
        status: page.status,
        retryAfter: page.headers["retry-after"],
      } satisfies PageOutcome
    return yield* audited(context, leased, page)
  })
