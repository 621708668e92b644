import { Args, Command, Options } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { decodeAuditRequest, type Locale } from "@svc/contract"
import { Effect, Either, Option } from "effect"
import type { AuditedPages } from "../audited-pages"
import { auditPages } from "../audits"
import { type CliError, Refused, refusedOf, UsageError } from "../errors"
import {
  ALLOW_PRIVATE_TEXT,
  AUDIT_TEXT,
  LOCALE_TEXT,
  NO_LIGHTHOUSE_TEXT,
  QUERY_TEXT,
  TARGETS_TEXT,
} from "../help/command-texts"
import { auditingLine } from "../output/auditing-line"
import { Progress } from "../output/progress"
import { parseTargets } from "../targets"
import { failOnOption, minScoreOption } from "./gate-options"
import { outputOptions } from "./output-options"
import { reportAudit } from "./report-audit"

const targets = Args.text({ name: "url|file" }).pipe(Args.atLeast(1), Args.withDescription(TARGETS_TEXT))

const query = Options.text("query").pipe(Options.optional, Options.withDescription(QUERY_TEXT))

/** `--locale en|sk|es`, English by default, described for its command. */
export const localeOption = (description: string) =>
  Options.choice("locale", ["en", "sk", "es"]).pipe(
    Options.withDefault("en" as const),
    Options.withDescription(description),
  )

const locale = localeOption(LOCALE_TEXT)

const allowPrivate = Options.boolean("allow-private").pipe(Options.withDescription(ALLOW_PRIVATE_TEXT))

const noLighthouse = Options.boolean("no-lighthouse").pipe(Options.withDescription(NO_LIGHTHOUSE_TEXT))

interface AuditOptions {
  readonly targets: ReadonlyArray<string>
  readonly query: Option.Option<string>
  readonly locale: Locale
  readonly allowPrivate: boolean
  readonly noLighthouse: boolean
}

const PRIVATE_HINT = " svc audit --allow-private audits localhost and private addresses in process."

/**
 * The same request rules the server applies (decisions 1–6), applied before anything runs, so both
 * modes refuse alike. On a server, whether a host is public is the server's call.
 */
const checkRequest = (urls: ReadonlyArray<string>, options: AuditOptions, mode: BackendSettings) => {
  const embedded = mode._tag === "embedded"
  const decoded = decodeAuditRequest(
    {
      urls,
      locale: options.locale,
      ...Option.match(options.query, { onNone: () => ({}), onSome: (query) => ({ query }) }),
    },
    { allowPrivateTargets: !embedded || options.allowPrivate },
  )
  if (Either.isRight(decoded)) return Effect.succeed(decoded.right)
  const refused = refusedOf(decoded.left)
  const hint = embedded && /not a public address/.test(decoded.left.message) ? PRIVATE_HINT : ""
  return Effect.fail(new Refused({ code: refused.code, message: `${refused.message}${hint}` }))
}

const runAudit = (
  options: AuditOptions,
  mode: BackendSettings,
): Effect.Effect<AuditedPages, CliError, Progress> =>
  Effect.gen(function* () {
    if (options.allowPrivate && mode._tag === "remote")
      return yield* new UsageError({
        message:
          "--allow-private applies to embedded audits only; a server decides itself which addresses it audits.",
      })
    if (options.noLighthouse && mode._tag === "remote")
      return yield* new UsageError({
        message:
          "--no-lighthouse applies to embedded audits only; a server decides itself whether it runs Lighthouse.",
      })
    const parsed = yield* parseTargets(options.targets)
    const ask = {
      query: Option.getOrUndefined(options.query),
      locale: options.locale,
      allowPrivateTargets: options.allowPrivate,
      lighthouse: mode._tag === "embedded" && mode.lighthouse && !options.noLighthouse,
    }
    if (parsed._tag === "Files") {
      yield* (yield* Progress).show(auditingLine(ask.locale, parsed.files, "cli.auditingFiles"))
      // The in-process auditor is loaded only for files (and for embedded audits of web pages).
      const { auditFiles } = yield* Effect.promise(() => import("../embedded/local-files"))
      return yield* auditFiles(parsed.files, ask)
    }
    const request = yield* checkRequest(parsed.urls, options, mode)
    return yield* auditPages(mode, request.urls, { ...ask, query: request.query, locale: request.locale })
  })

/** `svc audit <url|file…>`: audits, waits, prints. */
export const auditCommand = (mode: BackendSettings) =>
  Command.make(
    "audit",
    {
      targets,
      query,
      locale,
      allowPrivate,
      noLighthouse,
      ...outputOptions,
      failOn: failOnOption,
      minScore: minScoreOption,
    },
    (options) => reportAudit(options, runAudit(options, mode)),
  ).pipe(Command.withDescription(AUDIT_TEXT))
