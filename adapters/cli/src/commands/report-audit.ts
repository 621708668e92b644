import type { Locale } from "@svc/contract"
import { Effect, type Option } from "effect"
import type { AuditedPages } from "../audited-pages"
import type { CliError } from "../errors"
import type { Gate } from "../exit-code"
import { Progress } from "../output/progress"
import { type Format, report } from "../report"
import { chosenGate } from "./gate-options"
import { chosenFormat } from "./output-options"

/** What `svc audit` and `svc result` both take: the output and gate options, and the locale. */
export interface ReportOptions {
  readonly json: boolean
  readonly format: Option.Option<Format>
  readonly pdf: Option.Option<string>
  readonly html: Option.Option<string>
  readonly verbose: boolean
  readonly failOn: Option.Option<Gate["failOn"]>
  readonly minScore: Option.Option<number>
  readonly locale: Locale
}

/**
 * Checks the output and gate options before anything runs, then waits for `audited` (the progress
 * line cleared after it) and reports it.
 */
export const reportAudit = <R>(options: ReportOptions, audited: Effect.Effect<AuditedPages, CliError, R>) =>
  Effect.gen(function* () {
    const format = yield* chosenFormat(options.json, options.format)
    const gate = yield* chosenGate(options.failOn, options.minScore)
    const pages = yield* audited.pipe(Effect.ensuring(Effect.flatMap(Progress, (progress) => progress.clear)))
    yield* report(pages, {
      format,
      pdf: options.pdf,
      html: options.html,
      locale: options.locale,
      verbose: options.verbose,
      ...gate,
    })
  })
