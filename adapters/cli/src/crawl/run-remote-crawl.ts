import type { CrawlStart, FinishedPage } from "@svc/backend"
import { POLL_INTERVAL } from "@svc/client"
import type { Locale, StatusRecord } from "@svc/contract"
import { SVC_VERSION } from "@svc/core/version"
import { Console, Duration, Effect, Option, Stream } from "effect"
import { type RemoteSettings, SERVER_ONLY, withBackend } from "../audits"
import { type CliError, ServerFailure } from "../errors"
import type { CrawlPlace } from "../output/crawl-human"
import type { Progress } from "../output/progress"
import { say } from "../output/say"
import { errorOfBackendFailure } from "../remote/failure-message"
import { crawlSarif } from "./crawl-sarif"
import type { PlacedCrawlOutcome } from "./run-crawl"
import { writeSiteHtml } from "./site-html"

/**
 * What `svc crawl` asks of a crawl on the server: a new one, or one already started there (`svc crawl
 * --resume <id>`, and `svc result <id>` of a crawl).
 */
export interface RemoteCrawlAsk {
  readonly crawl:
    | { readonly _tag: "start"; readonly request: CrawlStart }
    | { readonly _tag: "pick-up"; readonly id: string }
  readonly locale: Locale
  /** Where to write the site report in HTML. */
  readonly html: Option.Option<string>
  /** Make the SARIF log of the crawl too. */
  readonly sarif: boolean
}

/** The progress line of a crawl's status record: its pages done of its budget. */
const crawlLine = (record: StatusRecord, locale: Locale): string =>
  say(locale, "cli.crawl.onServer", {
    id: record.id,
    done: record.pages.filter((page) => page.status === "done" || page.status === "failed").length,
    budget: record.crawl?.pageBudget ?? record.pages.length,
  })

/** A page of the server's record as the site report's writers read a stored crawl page. */
const storedPageOf = (page: FinishedPage) => ({
  url: page.url,
  status: page.status,
  result: page.status === "done" ? page.result : undefined,
  errorCode: page.status === "failed" ? page.error.code : null,
})

/**
 * Runs a crawl on the svc server of `settings` (or picks one up by id), the progress from its status
 * polls on the terminal, and makes the same report as a crawl here: its pages' results come with
 * the server's record, so the HTML report and SARIF are made from them. Interrupted, the crawl goes
 * on on the server and the line says how to collect it.
 */
export const runRemoteCrawl = (
  settings: RemoteSettings,
  ask: RemoteCrawlAsk,
): Effect.Effect<PlacedCrawlOutcome, CliError, Progress> =>
  withBackend(settings, SERVER_ONLY, (backend, progress) =>
    Effect.gen(function* () {
      const { locale } = ask
      const server = settings.apiUrl
      let firstWait = Duration.zero
      let id: string
      if (ask.crawl._tag === "start") {
        yield* progress.show(
          say(locale, "cli.crawl.startingOnServer", { url: ask.crawl.request.url, server }),
        )
        id = yield* backend.crawl.start(ask.crawl.request).pipe(Effect.mapError(errorOfBackendFailure))
        yield* progress.show(say(locale, "cli.queued", { id }))
        firstWait = POLL_INTERVAL
      } else id = ask.crawl.id
      const state = yield* backend.crawl
        .wait(id, { firstWait, onRecord: (record) => progress.show(crawlLine(record, locale)) })
        .pipe(
          Effect.mapError(errorOfBackendFailure),
          Effect.onInterrupt(() => Console.error(`\n${say(locale, "cli.crawl.goesOn", { id })}`)),
        )
      if (state.status !== "complete")
        return yield* new ServerFailure({ message: `The crawl ${id} is still running on the server.` })
      const pages = (state.pages ?? []).map(storedPageOf)
      const { report } = state
      if (Option.isSome(ask.html))
        yield* writeSiteHtml(report, ask.html.value, locale, Stream.fromIterable(pages))
      const sarif = ask.sarif
        ? yield* crawlSarif(report, Stream.fromIterable(pages), undefined, SVC_VERSION)
        : undefined
      return { report, sarif, place: { _tag: "server", server } satisfies CrawlPlace }
    }).pipe(Effect.ensuring(progress.clear)),
  )
