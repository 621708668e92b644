import { randomUUID } from "node:crypto"
import { Auditor, type MeasurePacing } from "@svc/audit"
import { InvalidRequest } from "@svc/contract"
import type { SiteFiles, Sitemaps } from "@svc/core"
import {
  checkTarget,
  Fetcher,
  type FetcherOptions,
  fetchSiteFile,
  fetchSitemaps,
  gatedSource,
  makeAddressGuard,
  type NotPublic,
  type RequestGate,
  siteFileLimits,
} from "@svc/fetch"
import {
  type CrawlCounts,
  type CrawlRecord,
  Crawls,
  type FetchedOnTheWay,
  type FinishedCrawlPage,
  type LeasedCrawlPage,
  type StoreFailure,
} from "@svc/store"
import { Clock, Context, Effect, Either, Layer, Mailbox, Option, Stream } from "effect"
import { closeCrawl } from "./crawl-closing"
import type { CrawlEvent } from "./crawl-events"
import { CRAWL_LEASE_MS, keepCrawlLease } from "./crawl-lease-keeper"
import { NOTICE_PREFIX } from "./crawl-note-keys"
import { type CrawlOptions, type SettledCrawlOptions, settleCrawlOptions } from "./crawl-options"
import { type ClaimedOnTheWay, crawlPage, type PageContext } from "./crawl-page"
import { crawlScope, startLeftScope } from "./crawl-scope"
import { type FoundUrl, frontierEntriesOf, type OriginFiles, queuedEntry, sitemapPageUrls } from "./discovery"
import { frontierUrl } from "./frontier-url"
import { makeHostTurns } from "./host-turns"
import { idleWaitMs } from "./idle-wait"
import { lighthouseSampler } from "./lighthouse-sample"
import { resumedOptions } from "./resumed-options"
import { MAX_HOST_FAILURES, MAX_PAGE_ATTEMPTS, retryWaitMs } from "./retry-after"
import { robotsRulesOf } from "./robots-rules"
import { robotsInTurn } from "./robots-turn"
import { type CrawledSite, siteFactsOf } from "./site-facts-of"
import { sitemapNotices } from "./sitemap-notices"
import { makeWakeUps } from "./wake-ups"

/** Pages fetched and audited at once by one process crawling several hosts (each host still limited by its slots). */
export const CRAWL_WORKERS = 4
/** The rules of a host without robots.txt rules to apply. */
const ALLOW_ALL = robotsRulesOf({ state: "notFetched" })
/** In-scope URLs beyond the depth bound remembered to tell of (the first ones). */
const BEYOND_DEPTH_KEPT = 1_000
/** How stale the counts a page event tells may be. */
const COUNTS_EVERY_MS = 250

/**
 * Where a crawl starts: a new one from a URL, or an interrupted one continued — with its stored
 * options, but for the bounds asked for now (`resumedOptions`).
 */
export type CrawlStart =
  | { readonly url: string; readonly options?: CrawlOptions | undefined }
  | { readonly resume: string; readonly options?: CrawlOptions | undefined }

export interface CrawlerService {
  /**
   * Runs a crawl to its end and tells its progress: a new crawl from a start URL (resuming the
   * unfinished one from the same URL in the same store, if there is one), or the crawl with a given
   * id. Fails with `InvalidRequest` for a bad start URL or option, or an unknown id, `NotPublic` for a start
   * URL on a non-public address (unless the policy allows it), `StoreFailure`.
   */
  readonly crawl: (start: CrawlStart) => Stream.Stream<CrawlEvent, InvalidRequest | NotPublic | StoreFailure>
  /** What a crawl found, read from the store: the facts the cross-page rules read. */
  readonly site: (crawlId: string) => Effect.Effect<CrawledSite, StoreFailure>
}

export class Crawler extends Context.Tag("@svc/crawl/Crawler")<Crawler, CrawlerService>() {}

/** How the crawler reaches the network beside the Auditor (the sitemaps a caller names): the same guard policy. */
export interface CrawlerOptions {
  readonly policy?: FetcherOptions["policy"]
  /** How long a leased page is this process's unless renewed (`CRAWL_LEASE_MS` by default): a server's `--lease-seconds`. */
  readonly leaseMs?: number | undefined
}

const SettledOptions = (record: CrawlRecord) => record.options as SettledCrawlOptions

/** How a crawl was continued: the options it ran with before, and the bounds changed now (said once it starts). */
interface Resumption {
  readonly previous: SettledCrawlOptions
  readonly changes: ReadonlyArray<string>
}

/** Finished pages read at a time when links a lower depth bound left out are followed. */
const REFOLLOWED_PAGES = 100

export const makeCrawler = (crawlerOptions: CrawlerOptions = {}) =>
  Effect.gen(function* () {
    const auditor = yield* Auditor
    const crawls = yield* Crawls
    const leaseMs = crawlerOptions.leaseMs ?? CRAWL_LEASE_MS
    const fetcher = yield* Effect.acquireRelease(
      Effect.sync(() => new Fetcher({ policy: crawlerOptions.policy })),
      (opened) => Effect.promise(() => opened.close()),
    )

    /** A crawl continued: its stored options with the bounds asked for now, kept with it when they changed. */
    const continued = (record: CrawlRecord, asked: CrawlOptions | undefined) =>
      Effect.gen(function* () {
        const previous = SettledOptions(record)
        const { options, changes } = yield* resumedOptions(previous, asked)
        if (changes.length === 0) return { record, resumed: { previous, changes } }
        yield* crawls.reopen(record.id, options)
        if (options.maxDepth !== previous.maxDepth) yield* crawls.boundDepth(record.id, options.maxDepth)
        const reopened: CrawlRecord = { ...record, options, state: "running", endedAt: null, endReason: null }
        return { record: reopened, resumed: { previous, changes } }
      })

    /** A new crawl's record, or the unfinished one it continues (with how it was resumed). */
    const begin = (start: CrawlStart) =>
      Effect.gen(function* () {
        if ("resume" in start) {
          const found = yield* crawls.get(start.resume)
          if (Option.isNone(found))
            return yield* new InvalidRequest({ message: `No crawl has the id ${start.resume}.` })
          return yield* continued(found.value, start.options)
        }
        const startUrl = frontierUrl(start.url, undefined, { dropQuery: start.options?.dropQuery })
        if (startUrl === undefined)
          return yield* new InvalidRequest({ message: `The start URL ${start.url} is not an http(s) URL.` })
        const target = checkTarget(startUrl, makeAddressGuard(crawlerOptions.policy))
        if (Either.isLeft(target)) return yield* target.left
        const options = yield* settleCrawlOptions(start.options)
        const running = yield* crawls.latestRunning(startUrl)
        if (Option.isSome(running)) return yield* continued(running.value, start.options)
        const record = yield* crawls.start({
          id: randomUUID(),
          startUrl,
          options,
          hostConcurrency: options.concurrency,
        })
        return { record, resumed: undefined }
      })

    const run = (
      record: CrawlRecord,
      resumed: Resumption | undefined,
      emit: (event: CrawlEvent) => Effect.Effect<void>,
    ) =>
      Effect.gen(function* () {
        const options = SettledOptions(record)
        const crawlId = record.id
        const inLighthouseSample = yield* lighthouseSampler(options.lighthouseSample ?? 0)
        const inScope = crawlScope(record.startUrl, options)
        const keyOf = (url: string): string | null => {
          const key = frontierUrl(url, undefined, { dropQuery: options.dropQuery })
          return key !== undefined && inScope(key) ? key : null
        }
        const toldGivenUp = new Set<string>()
        /** Gives a host up (again, for URLs queued since) and tells it once. */
        const giveUp = (host: string, reason: string) =>
          Effect.gen(function* () {
            yield* crawls.giveUpHost(crawlId, host, reason)
            if (toldGivenUp.has(host)) return
            toldGivenUp.add(host)
            yield* emit({ type: "hostGivenUp", host, reason })
          })
        const told = new Set<string>()
        /** Says a sentence about the crawl once a run: kept with the crawl (the report lists it) and told. */
        const notice = (key: string, message: string) =>
          Effect.gen(function* () {
            if (told.has(key)) return
            told.add(key)
            yield* crawls.setNote(crawlId, { key: `${NOTICE_PREFIX}${key}`, body: message })
            yield* emit({ type: "notice", key, message })
          })
        /** In-scope URLs found beyond the depth bound (never queued), a sample to tell of at the end. */
        const beyondDepth = new Map<string, number>()
        // Every request of the crawl to a host takes one of its request slots, the site files' too.
        const turnsOwner = randomUUID()
        const turns = makeHostTurns(crawls, crawlId, turnsOwner, leaseMs)
        const gate = yield* turns.gate
        /** robots.txt of any origin, read once, first of the origin's requests (its Crawl-delay known before any other goes). */
        const robotsOf = yield* Effect.cachedFunction(robotsInTurn(crawls, crawlId, turns, fetcher))
        /** The site files this run read, by origin. */
        const filesRead = new Map<string, OriginFiles>()
        /** The site files of an origin of the crawl's URLs: robots.txt first, then the rest in turns after its Crawl-delay. */
        const originFiles = yield* Effect.cachedFunction(
          (origin: string): Effect.Effect<OriginFiles, StoreFailure> =>
            Effect.gen(function* () {
              const robots = yield* robotsOf(origin)
              const siteFiles: SiteFiles = yield* auditor.fetchSiteFiles(`${origin}/`, {
                gate,
                robots: robots.file,
              })
              const files = { siteFiles, robots: robots.rules }
              filesRead.set(origin, files)
              return files
            }),
        )
        /** An origin's llms.txt: as read with its site files, else (a run that had no page to fetch) alone, after robots.txt. */
        const llmsTxtOf = (origin: string) =>
          Effect.suspend(() => {
            const read = filesRead.get(origin)
            if (read !== undefined) return Effect.succeed(read.siteFiles.llms)
            return Effect.zipRight(
              robotsOf(origin),
              Effect.promise(() =>
                fetchSiteFile(gatedSource(fetcher, gate), `${origin}/llms.txt`, siteFileLimits.llms, {
                  truncate: false,
                }),
              ),
            )
          })
        /** The frontier entries of found URLs, with the files of their origins (fetched once each). */
        const frontierOf = (found: ReadonlyArray<FoundUrl>) =>
          Effect.gen(function* () {
            const keys = found.flatMap((entry) => {
              const key = keyOf(entry.url)
              return key === null ? [] : [new URL(key).origin]
            })
            const rules = new Map<string, OriginFiles>()
            for (const origin of new Set(keys)) rules.set(origin, yield* originFiles(origin))
            // A host whose robots.txt could not be read is given up below: its URLs are queued, then skipped, not blocked.
            const entries = frontierEntriesOf(found, keyOf, options.maxDepth, (url) => {
              const files = rules.get(new URL(url).origin)
              return files === undefined || files.robots.unreadable !== null ? ALLOW_ALL : files.robots
            })
            const { maxDepth } = options
            if (maxDepth !== null)
              for (const { url, depth } of found) {
                const key = depth !== null && depth > maxDepth ? keyOf(url) : null
                if (key !== null && depth !== null && beyondDepth.size < BEYOND_DEPTH_KEPT)
                  beyondDepth.set(key, Math.min(depth, beyondDepth.get(key) ?? depth))
              }
            return { entries, rules }
          })
        /** Once the hosts of queued URLs have their rows: a robots.txt read in part told, those whose robots.txt could not be read given up. */
        const settleHosts = (rules: ReadonlyMap<string, OriginFiles>) =>
          Effect.gen(function* () {
            for (const [host, files] of rules) {
              if (files.robots.note !== null) yield* notice(`robots:${host}`, files.robots.note)
              if (files.robots.unreadable !== null) yield* giveUp(host, `${host}: ${files.robots.unreadable}`)
            }
          })
        const enqueueFound = (found: ReadonlyArray<FoundUrl>) =>
          Effect.gen(function* () {
            const { entries, rules } = yield* frontierOf(found)
            yield* crawls.enqueue(crawlId, entries)
            yield* settleHosts(rules)
          })
        /** The frontier's counts for progress, read at most every COUNTS_EVERY_MS: a count per page would cost a scan of the frontier each. */
        let counted: { readonly at: number; readonly counts: CrawlCounts } | undefined
        const recentCounts = (now: number) =>
          counted !== undefined && now - counted.at < COUNTS_EVERY_MS
            ? Effect.succeed(counted.counts)
            : Effect.tap(crawls.counts(crawlId), (counts) =>
                Effect.sync(() => {
                  counted = { at: now, counts }
                }),
              )

        // Before seeding: a process sharing the crawl that ends it meanwhile ended it before this run began.
        const runStartedAt = yield* Clock.currentTimeMillis
        yield* emit({ type: "started", crawlId, startUrl: record.startUrl, resumed: resumed !== undefined })
        // Again when resuming: a crawl interrupted while seeding finds the rest; what is queued stays once.
        // Not when pages were finished and nothing is left: every run seeds before it fetches, so the
        // seeds are all queued, and a process joining a shared crawl as it ends reads no site file for it.
        const atStart = yield* crawls.counts(crawlId)
        if (atStart.done + atStart.failed === 0 || atStart.queued + atStart.leased > 0)
          yield* seed(record, options, originFiles, gate, enqueueFound, notice)
        if (resumed !== undefined && resumed.changes.length > 0) {
          yield* notice("resumed-bounds", `The crawl was resumed with ${resumed.changes.join(", ")}.`)
          const before = resumed.previous.maxDepth
          if (before !== null && (options.maxDepth === null || options.maxDepth > before))
            yield* followDeeper(crawlId, before, enqueueFound)
        }

        const startedAt = yield* Clock.currentTimeMillis
        let finishedThisRun = 0
        const owner = randomUUID()
        const wakeUps = yield* makeWakeUps
        const deadline = options.maxDurationMs === null ? null : startedAt + options.maxDurationMs

        const retry = (
          leased: LeasedCrawlPage,
          claimed: ReadonlyArray<ClaimedOnTheWay>,
          waitFor: (failures: number) => number,
          reason: string,
        ) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            // The wait is judged on the failures in a row so far, this one included.
            const wait = waitFor(1)
            const failures = yield* crawls.retryLater(
              leased,
              owner,
              now + wait,
              claimed.map((claim) => claim.url),
            )
            yield* emit({ type: "retry", url: leased.url, host: leased.host, waitMs: wait, reason })
            if (failures >= MAX_HOST_FAILURES)
              yield* giveUp(
                leased.host,
                `${leased.host} failed ${failures} times in a row (last: ${reason}); svc gave it up`,
              )
          })

        /**
         * The records of the URLs the page's fetch claimed on its way (its redirect hops and target in
         * scope): each as the page ended, from where it stands in the chain on.
         */
        const onTheWayOf = (
          finished: FinishedCrawlPage,
          claimed: ReadonlyArray<ClaimedOnTheWay>,
        ): ReadonlyArray<FetchedOnTheWay> =>
          claimed.map((claim) => {
            const { page } = finished
            const from = page.redirects.findIndex((hop) => hop.url === claim.url)
            const redirects = from === -1 ? [] : page.redirects.slice(from)
            const entry = queuedEntry(claim.url, claim.depth, claim.inSitemap)
            const own = { ...page, url: claim.url, depth: claim.depth, inSitemap: claim.inSitemap, redirects }
            return { entry, finished: { ...finished, page: own } }
          })

        const fetchLeased = (leased: LeasedCrawlPage, context: PageContext) =>
          Effect.gen(function* () {
            const files = yield* originFiles(new URL(leased.url).origin)
            if (files.robots.unreadable !== null) {
              yield* crawls.release(leased, owner)
              return yield* giveUp(leased.host, `${leased.host}: ${files.robots.unreadable}`)
            }
            const outcome = yield* crawlPage(context, leased)
            if (outcome.kind === "busy") {
              const now = yield* Clock.currentTimeMillis
              return yield* retry(
                leased,
                context.claimed,
                (failures) => retryWaitMs(outcome.retryAfter, failures + leased.attempts - 1, now),
                `answered ${outcome.status}`,
              )
            }
            if (outcome.kind === "failed" && outcome.retryable && leased.attempts < MAX_PAGE_ATTEMPTS) {
              const now = yield* Clock.currentTimeMillis
              return yield* retry(
                leased,
                context.claimed,
                (failures) => retryWaitMs(undefined, failures + leased.attempts - 1, now),
                outcome.message,
              )
            }
            // The page, what it found and what its fetch claimed on the way: stored in one transaction.
            const found = outcome.kind === "done" ? yield* frontierOf(outcome.found) : undefined
            const finished: FinishedCrawlPage =
              outcome.kind === "done"
                ? { status: "done", page: outcome.page, result: outcome.result }
                : { status: "failed", page: outcome.page, code: outcome.code, message: outcome.message }
            const stored = yield* crawls.finish(leased, owner, finished, {
              entries: found?.entries ?? [],
              fetchedOnTheWay: onTheWayOf(finished, context.claimed),
            })
            if (!stored)
              return yield* Effect.logWarning("crawl page not stored").pipe(
                Effect.annotateLogs({
                  url: leased.url,
                  reason:
                    "its lease expired while it was fetched and audited, and the page was leased again: not stored from here",
                }),
              )
            if (found !== undefined) yield* settleHosts(found.rules)
            if (leased.url === record.startUrl) {
              const left = startLeftScope(outcome.page, keyOf)
              if (left !== null) yield* notice("start-redirect", left)
            }
            finishedThisRun += 1
            const now = yield* Clock.currentTimeMillis
            yield* emit({
              type: "page",
              url: leased.url,
              status: outcome.kind,
              httpStatus: outcome.page.status,
              code: outcome.kind === "failed" ? outcome.code : null,
              score: outcome.page.score,
              counts: yield* recentCounts(now),
              pagesPerSecond: finishedThisRun / Math.max(0.001, (now - startedAt) / 1000),
            })
          })

        /**
         * Lighthouse's page loads of a measured page (in the page's slot, which its lease holds): on a
         * host with a Crawl-delay each is a visit of its own (`HostTurns.visit`); on others, at once.
         */
        const measurePacing =
          (url: string): MeasurePacing =>
          (pageLoad) =>
            Effect.gen(function* () {
              const host = new URL(url).origin
              const { robots } = yield* Effect.orDie(originFiles(host))
              return yield* robots.crawlDelayMs === 0 ? pageLoad : turns.visit(host, pageLoad)
            })

        /** One leased page: its host's turn waited for (interruptible: the lease is given back), then fetched, audited and stored whole. */
        const handle = (leased: LeasedCrawlPage, claimed: Array<ClaimedOnTheWay>) =>
          Effect.uninterruptibleMask((restore) =>
            Effect.gen(function* () {
              const waited = yield* Effect.exit(
                restore(
                  Effect.gen(function* () {
                    // Without a Crawl-delay the lease itself waited for the host's next allowed time.
                    const { robots } = yield* originFiles(new URL(leased.url).origin)
                    if (robots.crawlDelayMs > 0) yield* turns.waitForStart(leased.host)
                  }),
                ),
              )
              if (waited._tag === "Failure") {
                yield* Effect.ignore(crawls.release(leased, owner))
                return yield* waited
              }
              yield* fetchLeased(leased, {
                auditor,
                options,
                keyOf,
                originFiles: (origin) => Effect.orDie(originFiles(origin)),
                lastAttempt: leased.attempts >= MAX_PAGE_ATTEMPTS,
                inLighthouseSample,
                measurePacing,
                claimOnTheWay: (url) =>
                  crawls
                    .claimOnTheWay(
                      leased,
                      owner,
                      queuedEntry(url, leased.depth, false),
                      leased.leaseExpiresAt,
                    )
                    .pipe(
                      // Without the frontier's answer the fetch follows on, as it did before claims: at worst a page asked twice, never one lost.
                      Effect.catchTag("StoreFailure", () =>
                        Effect.succeed({ depth: leased.depth, inSitemap: false }),
                      ),
                    ),
                claimed,
              })
            }),
          )

        /** Why the crawl ends now (its state and reason), or null while there is work. */
        const ending = Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const counts = yield* crawls.counts(crawlId)
          if (deadline !== null && now >= deadline)
            return counts.leased === 0
              ? { state: "stopped" as const, reason: "maxDuration", counts }
              : undefined
          if (counts.done + counts.failed >= options.maxPages && counts.leased === 0)
            return {
              state: counts.queued === 0 ? ("done" as const) : ("stopped" as const),
              reason: counts.queued === 0 ? null : "maxPages",
              counts,
            }
          if (counts.queued === 0 && counts.leased === 0)
            return { state: "done" as const, reason: null, counts }
          return undefined
        })

        /**
         * Leases and handles pages until the crawl ends. With nothing to lease it sleeps until its next
         * chance (`idleWaitMs`: a host's next start, or a backoff while the store cannot tell), woken
         * early when this run ends a page.
         */
        const worker = Effect.gen(function* () {
          for (let idleRounds = 0; ; ) {
            const seen = wakeUps.seen()
            const now = yield* Clock.currentTimeMillis
            const pastDeadline = deadline !== null && now >= deadline
            const leased = pastDeadline
              ? Option.none<LeasedCrawlPage>()
              : yield* crawls.lease(crawlId, { owner, leaseMs, maxPages: options.maxPages })
            if (Option.isSome(leased)) {
              idleRounds = 0
              const claimed: Array<ClaimedOnTheWay> = []
              yield* Effect.raceFirst(
                handle(leased.value, claimed),
                keepCrawlLease(crawls, leased.value, owner, leaseMs, () => claimed.map((claim) => claim.url)),
              ).pipe(Effect.ensuring(wakeUps.wake))
              continue
            }
            if ((yield* ending) !== undefined) return
            const wait = pastDeadline
              ? { nextStartAt: null, unforeseeable: true }
              : yield* crawls.leaseWait(crawlId, [owner, turnsOwner])
            const idleAt = yield* Clock.currentTimeMillis
            const woken = yield* wakeUps.sleep(seen, idleWaitMs(wait, idleRounds, idleAt, deadline))
            idleRounds = woken ? 0 : idleRounds + 1
          }
        })
        yield* Effect.all(
          // One host: as many workers as its slots (more would only ask the store in vain); several: more.
          Array.from(
            {
              length:
                options.scope === "host" ? options.concurrency : Math.max(options.concurrency, CRAWL_WORKERS),
            },
            () => worker,
          ),
          { concurrency: "unbounded" },
        )
        const end = yield* ending
        // Another process sharing the crawl ended it while this run went on: closing it is that one's.
        const stored = yield* crawls.get(crawlId)
        if (
          Option.isSome(stored) &&
          stored.value.state !== "running" &&
          (stored.value.endedAt ?? 0) >= runStartedAt
        )
          return yield* emit({
            type: "finished",
            crawlId,
            state: stored.value.state,
            reason: stored.value.endReason,
            counts: end?.counts ?? (yield* crawls.counts(crawlId)),
            endedHere: false,
          })
        const final = yield* closeCrawl(
          {
            crawls,
            crawlId,
            startUrl: record.startUrl,
            maxDepth: options.maxDepth,
            keyOf,
            llmsTxt: llmsTxtOf(new URL(record.startUrl).origin),
            allowed: (url) =>
              Effect.map(
                Effect.orDie(robotsOf(new URL(url).origin)),
                ({ rules }) => rules.unreadable !== null || rules.allows(url),
              ),
            // Polite as a page's fetch: one of the host's slots, after its next allowed start (Crawl-delay).
            ask: (url) =>
              turns.inTurn(
                url,
                Effect.promise(() =>
                  fetcher
                    .fetchRedirects(url, siteFileLimits.httpVersion)
                    .then((answer) => answer.redirects[0]?.status ?? answer.status)
                    .catch(() => null),
                ),
              ),
            beyondDepth,
            notice,
          },
          end ?? { state: "stopped", reason: "maxDuration", counts: yield* crawls.counts(crawlId) },
        )
        const endedHere = yield* crawls.end(crawlId, final.state, final.reason, runStartedAt)
        yield* emit({
          type: "finished",
          crawlId,
          state: final.state,
          reason: final.reason,
          counts: final.counts,
          endedHere,
        })
      })

    /** The links a depth bound left unfollowed (of the pages at the bound or deeper), queued again under a higher bound. */
    const followDeeper = (
      crawlId: string,
      before: number,
      enqueueFound: (found: ReadonlyArray<FoundUrl>) => Effect.Effect<void, StoreFailure>,
    ) =>
      Stream.runForEach(
        Stream.grouped(
          Stream.filter(
            crawls.finishedPages(crawlId),
            (stored) => stored.page.depth !== null && stored.page.depth >= before,
          ),
          REFOLLOWED_PAGES,
        ),
        (pages) =>
          enqueueFound(
            [...pages].flatMap((stored) =>
              stored.page.links.map((link) => ({
                url: link.url,
                depth: (stored.page.depth ?? before) + 1,
                inSitemap: false,
              })),
            ),
          ),
      )

    /** The first frontier: the start URL, then every page URL of the sitemaps robots.txt names (else /sitemap.xml) and of those the caller named. */
    const seed = (
      record: CrawlRecord,
      options: SettledCrawlOptions,
      originFiles: (origin: string) => Effect.Effect<OriginFiles, StoreFailure>,
      gate: RequestGate,
      enqueueFound: (found: ReadonlyArray<FoundUrl>) => Effect.Effect<void, StoreFailure>,
      notice: (key: string, message: string) => Effect.Effect<void, StoreFailure>,
    ) =>
      Effect.gen(function* () {
        const origin = new URL(record.startUrl).origin
        yield* enqueueFound([{ url: record.startUrl, depth: 0, inSitemap: false }])
        const { siteFiles } = yield* originFiles(origin)
        for (const said of sitemapNotices(siteFiles.sitemap)) yield* notice(said.key, said.message)
        const named: Sitemaps =
          options.sitemaps.length === 0
            ? { state: "notFetched" }
            : yield* Effect.promise(() =>
                fetchSitemaps(
                  gatedSource(fetcher, gate),
                  origin,
                  {
                    state: "present",
                    url: `${origin}/robots.txt`,
                    status: 200,
                    body: options.sitemaps.map((url) => `Sitemap: ${url}`).join("\n"),
                  },
                  siteFileLimits,
                ),
              )
        for (const said of sitemapNotices(named)) yield* notice(said.key, said.message)
        const listed = [...sitemapPageUrls(siteFiles.sitemap), ...sitemapPageUrls(named)]
        yield* enqueueFound(listed.map((url) => ({ url, depth: null, inSitemap: true })))
      })

    return Crawler.of({
      crawl: (start) =>
        Stream.unwrapScoped(
          Effect.gen(function* () {
            const { record, resumed } = yield* begin(start)
            const mailbox = yield* Mailbox.make<CrawlEvent, StoreFailure>({ capacity: 256 })
            yield* Effect.forkScoped(
              Mailbox.into(
                run(record, resumed, (event) => Effect.asVoid(mailbox.offer(event))),
                mailbox,
              ),
            )
            return Mailbox.toStream(mailbox)
          }),
        ),
      site: (crawlId) => siteFactsOf(crawls, crawlId),
    })
  })

/** The Crawler over the Auditor and the store's Crawls; `options.policy` as the Auditor's fetcher has it. */
export const CrawlerLive = (options: CrawlerOptions = {}): Layer.Layer<Crawler, never, Auditor | Crawls> =>
  Layer.scoped(Crawler, makeCrawler(options))
