import {
  AuditBackend,
  type AuditBackendService,
  auditBackendLayer,
  type BackendOptions,
  type BackendSettings,
  type ServerCalls,
} from "@svc/backend"
import { POLL_INTERVAL } from "@svc/client"
import type { Locale, StatusRecord } from "@svc/contract"
import { Console, Duration, Effect } from "effect"
import type { AuditAsk, AuditedPages } from "./audited-pages"
import { type CliError, FileFailure, ServerFailure, SetupError } from "./errors"
import { auditingLine } from "./output/auditing-line"
import { Progress, type ProgressService } from "./output/progress"
import { say } from "./output/say"
import { errorOfBackendFailure } from "./remote/failure-message"
import { statusLine } from "./remote/status-line"
import { USER_AGENT } from "./version"

/**
 * svc's choices for its backend: a missing key is refused by the call that needs the server (so
 * `svc audit page.html` runs without one); retries are progress lines; embedded, one audit of every
 * page (a page that cannot be fetched is a failed page) with one Chromium, closed when the command's
 * audit ends — also on Ctrl-C/SIGTERM.
 */
const backendOptions = (progress: ProgressService, ask: AuditAsk): BackendOptions => ({
  remote: {
    userAgent: USER_AGENT,
    onRetry: progress.show,
    missingKey: {
      refused: "at-call",
      message: () =>
        "SVC_API_URL is set but SVC_API_KEY is not: export the key in the environment (svc never takes it as an argument).",
    },
  },
  embedded: {
    allowPrivateTargets: ask.allowPrivateTargets,
    lighthouse: ask.lighthouse,
    fetchAtStart: false,
    processName: "svc",
  },
})

/** Runs `use` with the backend of `settings`, built for this command and closed after it. */
export const withBackend = <A>(
  settings: BackendSettings,
  ask: AuditAsk,
  use: (backend: AuditBackendService, progress: ProgressService) => Effect.Effect<A, CliError, Progress>,
): Effect.Effect<A, CliError, Progress> =>
  Effect.gen(function* () {
    const progress = yield* Progress
    return yield* Effect.flatMap(AuditBackend, (backend) => use(backend, progress)).pipe(
      Effect.provide(auditBackendLayer(settings, backendOptions(progress, ask))),
      Effect.catchTag("MissingKey", (error) => Effect.fail(errorOfBackendFailure(error))),
    )
  })

/** Waits for a started audit until it is complete: at once, or after the first poll interval on a server. */
const completeAudit = (
  backend: AuditBackendService,
  progress: ProgressService,
  id: string,
  firstWait: Duration.Duration,
  locale: Locale,
  known?: StatusRecord,
): Effect.Effect<AuditedPages, CliError> =>
  Effect.gen(function* () {
    const { server } = backend
    const state = yield* backend
      .wait(id, { firstWait, known, onRecord: (record) => progress.show(statusLine(record, locale)) })
      .pipe(
        Effect.mapError(errorOfBackendFailure),
        Effect.onInterrupt(() =>
          server === undefined ? Effect.void : Console.error(`\n${say(locale, "cli.auditGoesOn", { id })}`),
        ),
      )
    if (state.status !== "complete")
      return yield* new ServerFailure({ message: `The audit ${id} is still ${state.status}.` })
    return {
      pages: state.pages,
      site: state.site,
      files: new Map(),
      ...(server === undefined
        ? {}
        : {
            serverReport: (index: number) =>
              server.report(id, index).pipe(
                Effect.mapError(
                  (error) =>
                    new FileFailure({
                      message: say(locale, "cli.noServerPdf", {
                        page: String(index),
                        cause: errorOfBackendFailure(error).message,
                      }),
                    }),
                ),
              ),
          }),
    }
  })

/** Audits 1–10 URLs (already checked against the request rules) and waits for every page. */
export const auditPages = (
  settings: BackendSettings,
  urls: ReadonlyArray<string>,
  ask: AuditAsk,
): Effect.Effect<AuditedPages, CliError, Progress> =>
  withBackend(settings, ask, (backend, progress) =>
    Effect.gen(function* () {
      const { server } = backend
      yield* progress.show(
        server === undefined
          ? auditingLine(ask.locale, urls, "cli.auditingPages")
          : say(ask.locale, "cli.starting", { server: server.baseUrl }),
      )
      const id = yield* backend
        .start({ urls, query: ask.query, locale: ask.locale })
        .pipe(Effect.mapError(errorOfBackendFailure))
      if (server === undefined) return yield* completeAudit(backend, progress, id, Duration.zero, ask.locale)
      yield* progress.show(say(ask.locale, "cli.queued", { id }))
      return yield* completeAudit(backend, progress, id, POLL_INTERVAL, ask.locale)
    }),
  )

/** The settings of a svc server: SVC_API_URL and SVC_API_KEY. */
export type RemoteSettings = Extract<BackendSettings, { _tag: "remote" }>

/** The settings of a command that talks to a svc server: refused without SVC_API_URL. */
export const serverSettings = (
  settings: BackendSettings,
  command: string,
): Effect.Effect<RemoteSettings, SetupError> =>
  settings._tag === "remote"
    ? Effect.succeed(settings)
    : Effect.fail(
        new SetupError({
          message: `${command} talks to a svc server: set SVC_API_URL (and SVC_API_KEY) in the environment.`,
        }),
      )

/** What a server-only command asks of the backend (nothing embedded is built for it). */
export const SERVER_ONLY: AuditAsk = {
  query: undefined,
  locale: "en",
  allowPrivateTargets: false,
  lighthouse: false,
}

/** Calls what only a server offers, on the server of `settings`. */
const onServer = <A>(
  settings: RemoteSettings,
  use: (server: ServerCalls, progress: ProgressService) => Effect.Effect<A, CliError, Progress>,
): Effect.Effect<A, CliError, Progress> =>
  withBackend(settings, SERVER_ONLY, (backend, progress) =>
    backend.server === undefined
      ? Effect.die(`the backend of ${settings.apiUrl} is not a server`)
      : use(backend.server, progress),
  )

/** The record of audit `id` on the server as it stands (a crawl's has `crawl`): one status poll, no quota. */
export const statusOnServer = (
  settings: RemoteSettings,
  id: string,
): Effect.Effect<StatusRecord, CliError, Progress> =>
  onServer(settings, (server) => server.status(id).pipe(Effect.mapError(errorOfBackendFailure)))

/** Waits for an audit already started on the server and collects it; starts nothing. `known`: its record as just polled. */
export const collectAudit = (
  settings: RemoteSettings,
  id: string,
  locale: Locale,
  known?: StatusRecord,
): Effect.Effect<AuditedPages, CliError, Progress> =>
  withBackend(settings, SERVER_ONLY, (backend, progress) =>
    completeAudit(backend, progress, id, Duration.zero, locale, known),
  )

/** The key check of decision 9: the sentence to print, in `locale`, when the key is valid. */
export const checkKey = (
  settings: BackendSettings,
  locale: Locale,
): Effect.Effect<string, CliError, Progress> =>
  Effect.flatMap(serverSettings(settings, "svc key check"), (remote) =>
    onServer(remote, (server, progress) =>
      Effect.gen(function* () {
        yield* progress.show(say(locale, "cli.checkingKey", { server: remote.apiUrl }))
        yield* server.checkKey.pipe(Effect.mapError(errorOfBackendFailure))
        return say(locale, "cli.keyValid", { server: remote.apiUrl })
      }),
    ),
  )
