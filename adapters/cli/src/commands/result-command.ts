import { Args, Command } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { AuditId } from "@svc/contract"
import { Effect, Option, Schema } from "effect"
import { collectAudit, serverSettings, statusOnServer } from "../audits"
import { UsageError } from "../errors"
import { ID_TEXT, LOCALE_TEXT, RESULT_TEXT } from "../help/command-texts"
import { localeOption } from "./audit-command"
import { chosenGate, failOnOption, minScoreOption } from "./gate-options"
import { chosenFormat, outputOptions } from "./output-options"
import { reportAudit } from "./report-audit"
import { reportCrawl } from "./report-crawl"

const id = Args.text({ name: "id" }).pipe(Args.withDescription(ID_TEXT))

/** The options of an audit's report that a crawl's report has not, named with what to use instead. */
const crawlRefusal = (options: { readonly pdf: Option.Option<string>; readonly verbose: boolean }) => {
  if (Option.isSome(options.pdf))
    return "--pdf saves an audit's PDF; a crawl has none: --html FILE writes its site report, every page's report inside."
  if (options.verbose)
    return "--verbose lists every item of an audit's findings; a crawl's report names its site issues with their URLs already: leave it out, or use --json or --html FILE."
  return undefined
}

/**
 * `svc result <id>`: picks up an audit already running on the server and waits for it; starts nothing.
 * A crawl's id is handed to the remote crawl's pick-up, and reported as `svc crawl --resume <id>` reports it.
 */
export const resultCommand = (settings: BackendSettings) =>
  Command.make(
    "result",
    {
      id,
      locale: localeOption(LOCALE_TEXT),
      ...outputOptions,
      failOn: failOnOption,
      minScore: minScoreOption,
    },
    (options) =>
      Effect.gen(function* () {
        if (!Schema.is(AuditId)(options.id))
          return yield* new UsageError({ message: `${options.id} is not an audit id (a UUID).` })
        const remote = yield* serverSettings(settings, "svc result")
        // Options that ask for two outputs or a score out of range are refused before the server is asked.
        yield* chosenFormat(options.json, options.format)
        yield* chosenGate(options.failOn, options.minScore)
        // One status poll tells an audit from a crawl, and is an audit's first poll too.
        const record = yield* statusOnServer(remote, options.id)
        if (record.crawl === undefined)
          return yield* reportAudit(options, collectAudit(remote, options.id, options.locale, record))
        const refusal = crawlRefusal(options)
        if (refusal !== undefined) return yield* new UsageError({ message: refusal })
        const { runRemoteCrawl } = yield* Effect.promise(() => import("../crawl/run-remote-crawl"))
        return yield* reportCrawl({ ...options, csv: Option.none() }, (format) =>
          runRemoteCrawl(remote, {
            crawl: { _tag: "pick-up", id: options.id },
            locale: options.locale,
            html: options.html,
            sarif: format === "sarif",
          }),
        )
      }),
  ).pipe(Command.withDescription(RESULT_TEXT))
